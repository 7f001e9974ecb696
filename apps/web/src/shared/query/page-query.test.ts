import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPageQuery, getCommonParams, getHeaderParam, keepPageQuery } from './page-query.ts';

describe('page query: the common and header params the webview was opened with', () => {
  beforeEach(forgetPageQuery);

  it('keeps the common params and the header params of the page URL', () => {
    keepPageQuery('?userId=u1&sessionId=s1&productId=3&building=b1&gather=g1&swift=s&eyes=e&other=x');
    expect(getCommonParams()).toEqual({ userId: 'u1', sessionId: 's1', productId: '3', product_id: '3' });
    expect(getHeaderParam('building')).toBe('b1');
    expect(getHeaderParam('gather')).toBe('g1');
    expect(getHeaderParam('swift')).toBe('s');
    expect(getHeaderParam('eyes')).toBe('e');
  });

  it('gives an empty string for a header param the page URL lacked', () => {
    keepPageQuery('?userId=u1');
    expect(getHeaderParam('building')).toBe('');
    expect(getHeaderParam('eyes')).toBe('');
  });

  it('keeps the session through a later URL that lacks it, and takes what the later URL carries', () => {
    keepPageQuery('?userId=u1&sessionId=s1&product_id=3&building=b1');
    keepPageQuery('?productId=5&orderId=o9');
    expect(getCommonParams()).toEqual({
      userId: 'u1',
      sessionId: 's1',
      productId: '5',
      product_id: '5',
      orderId: 'o9',
    });
    expect(getHeaderParam('building')).toBe('b1');
  });

  it('keeps a query again after it was forgotten (a sign-out), even the same one', () => {
    keepPageQuery('?userId=u1&sessionId=s1&building=b1');
    keepPageQuery('?userId=u1&sessionId=s1&building=b1');
    forgetPageQuery();
    expect(getCommonParams()).toEqual({});
    keepPageQuery('?userId=u1&sessionId=s1&building=b1');
    expect(getCommonParams()).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(getHeaderParam('building')).toBe('b1');
  });

  it('hands out a copy', () => {
    keepPageQuery('?userId=u1');
    const params = getCommonParams();
    params.userId = 'changed';
    expect(getCommonParams().userId).toBe('u1');
  });
});
