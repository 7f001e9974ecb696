import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPageQuery, getCommonParams, keepPageQuery, keepSessionForReturn } from './page-query.ts';

// The hosted pay page's return address carries no session token (PRODUCT.md §8): the app keeps it in
// this tab while the borrower is away and takes it back when the return address brings them home.
describe('the session across a provider page', () => {
  beforeEach(() => {
    forgetPageQuery();
    sessionStorage.clear();
  });

  it('comes back with a return address that lacks it, once', () => {
    keepPageQuery('?userId=u1&sessionId=s1&deviceId=d1');
    keepSessionForReturn();
    forgetPageQuery(); // the page is left: the app starts again on return
    keepPageQuery('?orderId=9&userId=u1');
    expect(getCommonParams()).toMatchObject({ sessionId: 's1', userId: 'u1', orderId: '9' });
    expect(sessionStorage.length).toBe(0);
    forgetPageQuery();
    keepPageQuery('?orderId=9');
    expect(getCommonParams().sessionId).toBeUndefined();
  });

  it('gives way to a session the native app opens the page with', () => {
    keepPageQuery('?sessionId=old');
    keepSessionForReturn();
    forgetPageQuery();
    keepPageQuery('?sessionId=fresh');
    expect(getCommonParams().sessionId).toBe('fresh');
    expect(sessionStorage.length).toBe(0);
  });
});
