import { describe, expect, it } from 'vitest';
import { parseCommonParams } from './common-params.ts';

describe('parseCommonParams', () => {
  it('keeps every common param of the query and nothing else', () => {
    const search =
      '?userId=u1&sessionId=s1&deviceId=d1&merchantNumber=m1&mobilePhone=255712345678&clientType=android' +
      '&appVersion=1.2&appName=Loan&channel=c&osVersion=14&packageId=p&orderId=o1&position=2&source=confirmUrl' +
      '&from=confirm&building=b&gather=g&other=x';
    expect(parseCommonParams(search)).toEqual({
      userId: 'u1',
      sessionId: 's1',
      deviceId: 'd1',
      merchantNumber: 'm1',
      mobilePhone: '255712345678',
      clientType: 'android',
      appVersion: '1.2',
      appName: 'Loan',
      channel: 'c',
      osVersion: '14',
      packageId: 'p',
      orderId: 'o1',
      position: '2',
      source: 'confirmUrl',
      from: 'confirm',
    });
  });

  it('decodes values', () => {
    expect(parseCommonParams('?appName=Tz%20Loan&mobilePhone=%2B255712345678')).toEqual({
      appName: 'Tz Loan',
      mobilePhone: '+255712345678',
    });
  });

  it('fills product_id from productId', () => {
    expect(parseCommonParams('?productId=7')).toEqual({ productId: '7', product_id: '7' });
  });

  it('fills productId from product_id', () => {
    expect(parseCommonParams('product_id=9')).toEqual({ productId: '9', product_id: '9' });
  });

  it('takes an empty query', () => {
    expect(parseCommonParams('')).toEqual({});
  });
});
