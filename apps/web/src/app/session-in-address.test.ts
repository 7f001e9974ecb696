import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPageQuery,
  getCommonParams,
  keepPageQuery,
  keepSessionForReturn,
} from '../shared/query/page-query.ts';
import { keepSessionInAddress, withSessionId } from './session-in-address.ts';

afterEach(() => {
  forgetPageQuery();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** What start.tsx does with the page it starts on: keeps its query, and the tab's session on return. */
const startOn = (address: string) => {
  forgetPageQuery();
  window.history.replaceState({ idx: 0 }, '', address);
  const sessionInUrl = new URLSearchParams(window.location.search).has('sessionId');
  keepPageQuery(window.location.search);
  if (!sessionInUrl) keepSessionInAddress(getCommonParams().sessionId);
};

describe('the session back from a provider page, in the address', () => {
  it('a reload of the screen the pay page returned to stays logged in', () => {
    startOn('/sunflowerP?orderId=9&userId=u1&sessionId=s1');
    keepSessionForReturn();
    // The pay page's return address carries no session token.
    startOn('/squidChive?orderId=9&productId=2&userId=u1');
    expect(getCommonParams().sessionId).toBe('s1');
    expect(window.location.pathname).toBe('/squidChive');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      orderId: '9',
      productId: '2',
      userId: 'u1',
      sessionId: 's1',
    });
    expect(window.history.state).toEqual({ idx: 0 });
    // The reload: the tab's copy was taken, the address has it.
    expect(sessionStorage.length).toBe(0);
    startOn(`${window.location.pathname}${window.location.search}`);
    expect(getCommonParams().sessionId).toBe('s1');
  });

  it('leaves an address that has a session, or a page with none, as it is', () => {
    expect(withSessionId('?sessionId=a&x=1', 'b')).toBe('?sessionId=a&x=1');
    expect(withSessionId('?x=1', undefined)).toBe('?x=1');
    expect(withSessionId('', 's')).toBe('?sessionId=s');
  });
});
