import { COMMON_PARAM_NAMES } from '@tz-loan/contract/platform/common-params';
import { describe, expect, test } from 'vitest';
import { commonParams, webviewUrl, withLanguage } from './native-app.ts';

const session = { userId: '7', sessionId: 's3cr3t', mobilePhone: '255712345678' };

describe('the webview URL carries the session query of PRODUCT.md §2', () => {
  test('every session param, then the screen params', () => {
    const url = new URL(
      webviewUrl('/waffleLemo', commonParams(session, 'ios', 'dev-1'), { productId: '2' }),
      'http://x',
    );
    expect(url.pathname).toBe('/waffleLemo');
    for (const name of COMMON_PARAM_NAMES.slice(0, 11)) expect(url.searchParams.get(name), name).toBeTruthy();
    expect(url.searchParams.get('clientType')).toBe('ios');
    expect(url.searchParams.get('sessionId')).toBe('s3cr3t');
    expect(url.searchParams.get('productId')).toBe('2');
  });

  test('params a redirect already carries are kept', () => {
    const url = new URL(
      webviewUrl('/squidChive?orderId=9&from=confirm', commonParams(session, 'android', 'd')),
      'http://x',
    );
    expect(url.searchParams.get('orderId')).toBe('9');
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.getAll('userId')).toEqual(['7']);
  });

  test('logged out, no session params are sent', () => {
    const params = commonParams(null, 'android', 'd');
    expect(params.sessionId).toBeUndefined();
    expect(params.deviceId).toBe('d');
  });

  test('the webview opens in the phone language, and again in a new one when it changes', () => {
    const url = new URL(webviewUrl('/squidChive', commonParams(session, 'ios', 'd', 'sw')), 'http://x');
    expect(url.searchParams.get('language')).toBe('sw');
    const switched = new URL(withLanguage(`${url.pathname}${url.search}#top`, 'en'), 'http://x');
    expect(switched.searchParams.getAll('language')).toEqual(['en']);
    expect(switched.searchParams.get('sessionId')).toBe('s3cr3t');
    expect(switched.hash).toBe('#top');
  });
});
