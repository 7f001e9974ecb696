import { describe, expect } from 'vitest';
import { borrowerCall, paidOutLoan, runOps } from './support/api.ts';
import { e2e as test } from './support/fixture.ts';
import { loginInHost, screenshot, webviewAt } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// Issue 28's data rights through the native host (PRODUCT.md §21): a borrower who has repaid reads
// what the lender holds, downloads it, closes the account and cannot log in again; another borrower's
// data is untouched.

// The borrowers log in more than once within a minute.
test.override({ serverOptions: { env: { SMS_RESEND_SECONDS: '0' } } });

let server: RunningServer;
test.beforeAll(({ server: started }) => {
  server = started;
});

const MY_DATA = '/v3/personal-center/my-data';

type Session = Awaited<ReturnType<typeof paidOutLoan>>['session'];

/**
 * A borrower's export once their SMS have gone: the outbox sends on its own time, and a message going
 * out between two reads is not a change anyone made to their data.
 */
const settledExport = async (session: Session) => {
  let data: { sections?: { sms?: { state?: unknown }[] } } | undefined;
  await expect
    .poll(async () => {
      data = (await borrowerCall(server, session, 'GET', MY_DATA)).data;
      return (data?.sections?.sms ?? []).filter((sms) => sms.state === 'pending').length;
    })
    .toBe(0);
  return { ...data, generatedAt: '' };
};

/** Repays the whole loan by a pay code paid at an agent, as a borrower would. */
const repay = async (session: Session, orderId: string) => {
  const plan = await borrowerCall(server, session, 'POST', '/v3/installment/loan-play-detail-yd', {
    orderId,
  });
  const amount = Number(plan.data?.amountMax);
  const trade = await borrowerCall(server, session, 'POST', '/v3/loan-details/generate-vcode-yd', {
    orderId,
    amount,
    bankCode: 'TZ0002',
    cardNo: '0712345678',
    isDelay: 0,
  });
  const code = await borrowerCall(server, session, 'GET', '/v3/loan-details/repayment-code', {
    tradeNo: String(trade.data?.tradeNo),
  });
  const paid = await runOps(server, ['pay-code', String(code.data?.payCode), String(amount)]);
  expect(paid.code, paid.output).toBe(0);
};

describe('my data, then my account closed (issue 28)', () => {
  test('a repaid borrower downloads their data, closes the account and cannot log in again', async ({
    phone: { page, pageErrors },
  }) => {
    const other = await paidOutLoan(server, '1');
    const otherBefore = await settledExport(other.session);
    const { session, orderId } = await paidOutLoan(server, '1');
    await repay(session, orderId);

    await loginInHost(page, session.mobilePhone);
    await page.getByRole('navigation').getByRole('button', { name: 'Me', exact: true }).click();
    await page.getByRole('button', { name: /^My data/ }).click();
    const frame = await webviewAt(page, '/myData');
    await frame.getByRole('heading', { level: 1, name: 'My data' }).waitFor();
    await screenshot(page, 'rights-1-my-data');

    // The JSON file, from a signed address with no session: this borrower's data and none of another's.
    const answer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/personal-center/my-data.json'),
    );
    await frame.getByRole('button', { name: 'Download my data (JSON)' }).click();
    const file = await answer;
    expect(file.status()).toBe(200);
    expect(new URL(file.url()).search).not.toContain('sessionId');
    const text = await (await page.request.get(file.url())).text();
    expect(text).toContain(session.mobilePhone.slice(-9));
    expect(text).not.toContain(other.session.mobilePhone.slice(-9));
    // The download leaves the webview where it was: the screen is still there.
    const screen = await webviewAt(page, '/myData');

    // Closing the account: asked twice, then what was erased and what is kept, and back to login.
    await screen.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = frame.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await screen.getByRole('heading', { name: 'Your account is closed' }).waitFor();
    await screen.getByText('Kept, as the law requires').waitFor();
    await screenshot(page, 'rights-2-closed');
    await screen.getByRole('button', { name: 'OK' }).click();

    // The same phone cannot log in again: the host says why.
    await page.getByTestId('phone-input').waitFor();
    await page.getByTestId('phone-input').fill(session.mobilePhone);
    await page.getByTestId('send-code').click();
    const banner = page.getByTestId('sms-banner');
    await banner.waitFor();
    const code = /\b(\d{6})\b/.exec((await banner.textContent()) ?? '')?.[1] ?? '';
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('login-submit').click();
    await expect(page.getByRole('alert').innerText()).resolves.toMatch(/closed on/);
    await screenshot(page, 'rights-3-login-refused');

    // The other borrower's data is as it was.
    expect(await settledExport(other.session)).toEqual(otherBefore);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
