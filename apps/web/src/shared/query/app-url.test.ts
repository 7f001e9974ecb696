import { beforeEach, describe, expect, it } from 'vitest';
import { appUrl } from './app-url.ts';
import { forgetPageQuery, keepPageQuery } from './page-query.ts';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('appUrl: in-app URLs forward the common params plus extras', () => {
  beforeEach(() => {
    forgetPageQuery();
    keepPageQuery('?userId=u1&sessionId=s1&deviceId=d1&productId=3&source=loanDetail&building=b1&swift=s1');
  });

  it('forwards every kept common param and header param (PRODUCT.md §2)', () => {
    const url = appUrl('/squidChive1');
    expect(url.startsWith('/squidChive1?')).toBe(true);
    expect(query(url)).toEqual({
      userId: 'u1',
      sessionId: 's1',
      deviceId: 'd1',
      productId: '3',
      product_id: '3',
      source: 'loanDetail',
      building: 'b1',
      swift: 's1',
    });
  });

  it('adds extras, which win over a common param of the same name', () => {
    expect(query(appUrl('/chiaJellyL', { source: 'confirmUrl', problemType: 2 }))).toMatchObject({
      userId: 'u1',
      source: 'confirmUrl',
      problemType: '2',
    });
  });

  it('fills both product id spellings from an extra', () => {
    expect(query(appUrl('/waffleLemo', { product_id: 8 }))).toMatchObject({
      productId: '8',
      product_id: '8',
    });
  });

  it('drops a param given as undefined or null, both spellings for the product id', () => {
    const params = query(appUrl('/yan', { source: undefined, productId: null }));
    expect(params).toEqual({ userId: 'u1', sessionId: 's1', deviceId: 'd1', building: 'b1', swift: 's1' });
  });

  it("keeps the target's own query over the kept params, and extras over both", () => {
    expect(query(appUrl('/squidChive1?orderId=o2&source=x', { source: 'y' }))).toMatchObject({
      orderId: 'o2',
      source: 'y',
      userId: 'u1',
    });
  });

  it('keeps an absolute URL absolute', () => {
    const url = appUrl('https://lender.example/squidChive1?orderId=o2', { from: 'confirm' });
    expect(url.startsWith('https://lender.example/squidChive1?')).toBe(true);
    expect(query(url)).toMatchObject({ orderId: 'o2', from: 'confirm', sessionId: 's1' });
  });

  it('leaves a bare path when there is nothing to forward', () => {
    forgetPageQuery();
    expect(appUrl('/test')).toBe('/test');
  });

  it('reads a path as the URL standard does, whether split by hand or by URL', () => {
    const forwarded = { userId: 'u 1', productId: '3' };
    const byUrl = (target: string, extras: Record<string, string> = {}) => {
      const url = new URL(target, 'http://in-app.invalid');
      const merged = { ...forwarded, ...Object.fromEntries(url.searchParams), ...extras };
      url.search = new URLSearchParams(merged).toString();
      return url.origin === 'http://in-app.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
    };
    for (const target of ['/squidChive1', '/a/b-c_d?orderId=o%202&x=+', '/x?', '/', '/a/../b', '/a#top']) {
      expect(appUrl(target, { from: 'è&=' }, forwarded)).toBe(byUrl(target, { from: 'è&=' }));
    }
    // Never a path the browser would read as another host.
    expect(appUrl('//evil.example/x', {}, {})).toBe('http://evil.example/x');
  });
});
