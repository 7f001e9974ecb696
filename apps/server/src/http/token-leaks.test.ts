import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, paidOutLoan, REPAY_ENV } from '../test/repayment-loans.ts';
import { createLoggedTestApp } from '../test/test-app.ts';

// PRODUCT.md §8: a session token never travels in a URL handed to anything outside the app (the
// provider's pay page, a return address) and never appears in a log line, wherever it rides.

let logged: Awaited<ReturnType<typeof createLoggedTestApp>>;
beforeAll(async () => {
  logged = await createLoggedTestApp('info', REPAY_ENV);
});
afterAll(() => logged.app.close());

describe('the session token', () => {
  it('is in no log line of a walk through the pay page, however it is carried', async () => {
    const { app, lines } = logged;
    const { session, orderId } = await paidOutLoan(app);
    const token = session.sessionId;
    const page = (await generate(app, session, { orderId, amount: 2_000_00, bankCode: 'WEB' })).data;
    // The return address as an app that forwards every common param builds it, the token inside.
    const back = `/squidChive?orderId=${orderId}&sessionId=${token}&userId=${session.userId}`;
    const returnParam = encodeURIComponent(back);
    const form = await app.inject({ method: 'GET', url: `${page.payUrl}?return=${returnParam}` });
    expect(form.statusCode).toBe(200);
    // The page keeps only the app's own path: the token is not carried on.
    expect(form.body).not.toContain(token);
    const paid = await app.inject({
      method: 'POST',
      url: page.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=full&return=${returnParam}`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/squidChive?orderId=${orderId}&userId=${session.userId}`);
    // Twice encoded, another letter case, a JSON body, an unreadable body, a page of the app.
    await app.inject({
      method: 'GET',
      url: `/squidChive?x=${encodeURIComponent(`a=1&return=${returnParam}`)}`,
    });
    await app.inject({ method: 'GET', url: `/tapi/v3/home/index?SessionID=${token}` });
    await app.inject({
      method: 'POST',
      url: '/tapi/v3/home/index',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: JSON.stringify({ sessionId: token }),
    });
    await app.inject({
      method: 'POST',
      url: `/tapi/v3/home/index?sessionId=${token}`,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: `{"sessionId":"${token}"`,
    });
    const text = lines.join('');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.slice(0, 16));
  });
});
