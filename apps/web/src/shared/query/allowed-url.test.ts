import { describe, expect, it } from 'vitest';
import { isAllowedUrl } from './allowed-url.ts';

const here = new URL('https://loans.example.tz/waffleLemo?x=1');

describe('isAllowedUrl (PRODUCT.md §8)', () => {
  it.each([
    ['/squidChive?orderId=1', true],
    ['squidChive', true],
    ['https://loans.example.tz/tapi/v3/contract/view?position=1', true],
    ['https://loans.example.tz:443/x', true],
    ['http://loans.example.tz:8080/x', false],
    ['http://loans.example.tz/x', false],
    ['https://loans.example.tz:8443/x', false],
    ['https://loans.example.tz.evil.example/x', false],
    ['https://evil.example/x', false],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['', false],
    ['   ', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedUrl(url, here)).toBe(allowed);
  });
});
