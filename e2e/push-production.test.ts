import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type BorrowerSession, bindAccount, borrowerCall, borrowerPath, runOps } from './support/api.ts';
import { e2e as test } from './support/fixture.ts';
import { screenshot } from './support/host.ts';
import {
  type Fakes,
  loginThroughFake,
  railsEnv,
  staffCrew,
  startFakes,
  until,
} from './support/money-rails.ts';
import type { RunningServer } from './support/server.ts';

// Pay from my phone as a lender runs it (PRODUCT.md §17): a production server, not a test system, on
// the real Africa's Talking and AzamPay adapters pointed at their local fakes. No /host: the borrower
// app is opened as the native app opens it. AzamPay approves one push, declines one and lets one time
// out; the plan and the ledger hold the approved one only.

const LENDER = {
  LENDER_NAME: 'Mfano Finance Ltd',
  LENDER_LICENCE: 'TIER2-MF-00123',
  LENDER_ADDRESS: 'Plot 12, Samora Avenue, Dar es Salaam',
  LENDER_TELEPHONE: '+255 22 211 0000',
  LENDER_EMAIL: 'care@mfano.co.tz',
};
const CALLBACK_PATH = '/tapi/payment/mobile-money/callback';

// The fakes listen before the server starts: its settings name them.
const fakes: Fakes = await startFakes();
const env: NodeJS.ProcessEnv = {
  ...railsEnv(fakes, 'MFANO'),
  NODE_ENV: 'production',
  CHECK_ANSWERS: '1',
  ...LENDER,
  // The lender's account AzamPay pays out from.
  AZAMPAY_PAYOUT_NAME: LENDER.LENDER_NAME,
  AZAMPAY_PAYOUT_BANK: 'CRDB',
  AZAMPAY_PAYOUT_ACCOUNT: '0150000000000',
};
test.override({ serverOptions: { env } });

let server: RunningServer;
let page: Page;
let pageErrors: string[];
let consoleErrors: string[];

test.beforeAll(({ server: started }) => {
  server = started;
  fakes.azampay.state.callbackUrl = `${server.baseUrl}${CALLBACK_PATH}`;
});
test.afterAll(() => fakes.close());
test.beforeEach(({ phone }) => {
  ({ page, pageErrors, consoleErrors } = phone);
});

const AMOUNT = /\d{1,3}(?:\.\d{3})*,\d{2} TZS/;
const minor = (amount: string) => Number(amount.replace(/\D/g, ''));

const staff = async (...args: string[]) => {
  const result = await runOps(server, args, { STAFF_TOKEN: (await staffCrew(server)).doer.token });
  expect(result.code, `ops ${args.join(' ')}: ${result.output}`).toBe(0);
  return result.output;
};

/** The order's status as staff see it. */
const orderStatus = async (orderId: string) => {
  const response = await fetch(`${server.baseUrl}/tapi/ops/orders?limit=200`, {
    headers: { authorization: `Bearer ${(await staffCrew(server)).doer.token}` },
  });
  const { data } = (await response.json()) as { data: { orders: { orderId: number; status: number }[] } };
  return data.orders.find((order) => String(order.orderId) === orderId)?.status;
};

/** The collections AzamPay was asked for, oldest first (their references are our trade numbers). */
const checkouts = () => [...fakes.azampay.transactions.values()].filter((t) => t.kind === 'collection');

/** The next collection AzamPay receives after `seen` of them. */
const nextCheckout = (seen: number) => until('a checkout at AzamPay', async () => checkouts()[seen], 15_000);

/** /sunflowerP opened as the native app opens it, the push panel open. */
const openPushPanel = async (session: BorrowerSession, orderId: string, productId: string) => {
  await page.goto(borrowerPath('/sunflowerP', session, { orderId, productId }));
  await page.getByRole('heading', { name: /^Instalments to pay/ }).waitFor();
  const toggle = page.getByRole('button', { name: 'Pay from my phone' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = page.getByRole('region', { name: 'Pay from my phone' });
  await panel.getByRole('button', { name: 'Pay' }).waitFor();
  return panel;
};

const waiting = (panel: Locator) =>
  panel
    .getByRole('status')
    .getByText(/Check your phone and enter your PIN/)
    .waitFor();

describe('pay from my phone in production, AzamPay and Africa’s Talking behind it', () => {
  test('approved, declined, timed out at AzamPay: only the approved push is paid', async () => {
    expect(await (await fetch(`${server.baseUrl}/tapi/health`)).json()).toMatchObject({
      data: { mode: 'production', testSystem: false },
    });
    expect((await fetch(`${server.baseUrl}/host`)).status).toBe(404);

    // Staff add the product; the borrower logs in with the code Africa's Talking was asked to send.
    const added = await staff(
      'product',
      'add',
      '--name',
      'Haraka',
      '--amount-min',
      '40000000',
      '--amount-max',
      '60000000',
      '--days',
      '91',
      '--instalments',
      '3',
      '--interest-bp',
      '1000',
      '--fee-bp',
      '50',
    );
    const productId = /product (\d+) added/.exec(added)?.[1] ?? '';
    expect(productId, added).not.toBe('');
    const session = await loginThroughFake(server, fakes.at);
    await bindAccount(server, session);
    const offer = await borrowerCall(server, session, 'POST', '/v3/loan-confirm/loan-detail-confirm', {
      productId,
    });
    const terms = offer.data as { amount: number; periods: number; termUnit: number };
    const applied = await borrowerCall(server, session, 'POST', '/v3/loan-confirm/loan-detail-push-yd', {
      productId,
      amount: terms.amount,
      periods: terms.periods,
      termUnit: terms.termUnit,
    });
    const orderId = String(applied.data?.orderId ?? '');
    expect(orderId, applied.message).not.toBe('');
    // Staff approve and send the payout; AzamPay's disbursement pays the bound wallet and says so.
    await staff('approve', orderId);
    await staff('payout', orderId, '--send');
    const payout = await until('a disbursement at AzamPay', async () =>
      [...fakes.azampay.transactions.values()].find((t) => t.kind === 'disbursement'),
    );
    expect(payout).toMatchObject({
      amount: terms.amount / 100,
      accountNumber: '255712345678',
      provider: 'Mpesa',
    });
    const disbursed = fakes.azampay.requests.find((r) => r.url === '/api/v1/azampay/disburse');
    expect(JSON.parse(disbursed?.body ?? '{}').destination).toMatchObject({ fullName: 'Asha Mrisho' });
    fakes.azampay.settle(payout.externalId, 'succeeded');
    expect(await fakes.azampay.deliverCallback(payout.externalId)).toBe(200);
    await until('the loan paid out', async () => ((await orderStatus(orderId)) === 170 ? true : undefined));

    // 1. Approved: AzamPay says it succeeded and posts its callback, twice.
    let panel = await openPushPanel(session, orderId, productId);
    const due = AMOUNT.exec(await page.getByRole('region', { name: 'Amount to pay' }).innerText())?.[0] ?? '';
    expect(minor(due)).toBeGreaterThan(0);
    await expect
      .poll(() => panel.getByRole('textbox', { name: 'Phone number' }).inputValue())
      .toBe(
        `0${session.mobilePhone.slice(3, 6)} ${session.mobilePhone.slice(6, 9)} ${session.mobilePhone.slice(9)}`,
      );
    await panel.getByRole('radio', { name: 'M-Pesa' }).check();
    await screenshot(page, 'push-prod-0-form');
    await panel.getByRole('button', { name: 'Pay' }).click();
    await waiting(panel);
    const approved = await nextCheckout(0);
    // Wallets move whole shillings: the cents are rounded up.
    expect(approved.amount).toBe(Math.ceil(minor(due) / 100));
    expect(approved.provider).toBe('Mpesa');
    expect(approved.accountNumber).toBe(session.mobilePhone.replace(/\D/g, ''));
    await screenshot(page, 'push-prod-1-waiting');
    fakes.azampay.settle(approved.externalId, 'succeeded');
    expect(
      await Promise.all([
        fakes.azampay.deliverCallback(approved.externalId),
        fakes.azampay.deliverCallback(approved.externalId),
      ]),
    ).toEqual([200, 200]);
    await panel.getByRole('status').getByText('Paid', { exact: true }).waitFor();
    expect(await panel.getByRole('status').innerText()).toContain(`Receipt: ${approved.fspReferenceId}`);
    await screenshot(page, 'push-prod-2-paid');

    // 2. Declined at the wallet: nothing taken.
    panel = await openPushPanel(session, orderId, productId);
    await expect.poll(() => panel.getByRole('radio', { name: 'M-Pesa' }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Pay' }).click();
    await waiting(panel);
    const declined = await nextCheckout(1);
    fakes.azampay.settle(declined.externalId, 'declined');
    expect(await fakes.azampay.deliverCallback(declined.externalId)).toBe(200);
    await panel.getByRole('status').getByText('Declined', { exact: true }).waitFor();
    expect(await panel.getByRole('status').innerText()).toContain('Nothing was taken.');
    await screenshot(page, 'push-prod-3-declined');

    // 3. Nobody entered the PIN: AzamPay says the prompt timed out.
    await panel.getByRole('button', { name: 'Try again' }).click();
    await panel.getByRole('button', { name: 'Pay' }).click();
    await waiting(panel);
    const timedOut = await nextCheckout(2);
    fakes.azampay.settle(timedOut.externalId, 'timeout');
    expect(await fakes.azampay.deliverCallback(timedOut.externalId)).toBe(200);
    await panel.getByRole('status').getByText('No PIN was entered in time', { exact: true }).waitFor();
    expect(await panel.getByRole('status').innerText()).toContain('Nothing was taken.');
    await screenshot(page, 'push-prod-4-timed-out');

    // The plan holds the approved push only, one instalment of three paid.
    const plan = await borrowerCall(server, session, 'POST', '/v3/installment/loan-play-detail-yd', {
      orderId,
    });
    const detail = (plan.data as { repayPlanDetail: { repayYetDetail: { totalAmount: number }[] } })
      .repayPlanDetail;
    expect(detail.repayYetDetail).toHaveLength(1);
    expect(detail.repayYetDetail[0]?.totalAmount).toBe(minor(due));
    // AzamPay's record of the day and our books agree on the three pushes and the payout.
    const reconciled = await staff(
      'reconcile',
      '--date',
      new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10),
    );
    expect(reconciled).toMatch(/4 checked, 0 differences/);

    // One checkout per push and one disbursement for the payout, nothing else.
    expect(checkouts()).toHaveLength(3);
    expect(fakes.azampay.transactions.size).toBe(4);
    for (const push of [payout, approved, declined, timedOut])
      expect(fakes.azampay.pushesFor(push.externalId), push.externalId).toBe(1);

    // No secret in any URL the server asked the providers for.
    const tokens = fakes.azampay.requests.flatMap((r) =>
      r.headers.authorization ? [r.headers.authorization.replace(/^Bearer /, '')] : [],
    );
    const { doer, checker } = await staffCrew(server);
    const secrets = [
      env.AZAMPAY_CLIENT_SECRET,
      env.AZAMPAY_CLIENT_ID,
      env.AT_API_KEY,
      doer.token,
      checker.token,
      ...tokens,
    ];
    expect(tokens.length).toBeGreaterThan(0);
    const urls = [...fakes.azampay.requests, ...fakes.at.requests].map((r) => r.url);
    expect(urls.filter((url) => secrets.some((secret) => secret && url.includes(secret)))).toEqual([]);

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});
