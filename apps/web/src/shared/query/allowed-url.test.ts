import { describe, expect, it } from 'vitest';
import { isAllowedUrl, isInlinePicture } from './allowed-url.ts';

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

describe('isInlinePicture', () => {
  it.each([
    ['data:image/svg+xml,%3Csvg%3E', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/jpeg;base64,/9j/', true],
    ['data:image/svg+xmlfoo,x', false],
    ['data:text/html,%3Cscript%3E', false],
    ['DATA:image/png;base64,x', false],
    ['/promotion/banner-1.svg', false],
    ['javascript:alert(1)', false],
    [' data:image/png;base64,x', false],
  ])('%s → %s', (url, inline) => {
    expect(isInlinePicture(url)).toBe(inline);
  });
});
