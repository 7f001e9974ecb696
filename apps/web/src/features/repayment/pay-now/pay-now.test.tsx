import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAY_PATHS, REPAYMENT_INFO_KEY } from '@tz-loan/contract/repayment/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_HANDLERS } from '../../../app/mock-api.ts';
import {
  GENERATE,
  held,
  instalment,
  openRepay,
  pathOf,
  queryOf,
  setUpRepay,
  shownAmount,
  tearDownRepay,
} from '../../../test/repayment/pay-now-test-kit.ts';
import { repaymentInfoMock } from '../instalment/mock.ts';

let kit: ReturnType<typeof setUpRepay>;
beforeEach(() => {
  kit = setUpRepay();
});
afterEach(tearDownRepay);

const PATH = REPAY_PATHS.generateCode.path;
const payNowButton = () => screen.getByRole('button', { name: 'Pay Now' });
const payNow = () => userEvent.click(payNowButton());
const KEY = /^[0-9a-f]{32}$/;
const NO_CONNECTION = 'No answer from the server. Please check your connection and try again.';
const PAY_PAGE_REFUSED = 'The payment page could not be opened. Please choose another way to pay.';
const generate = MOCK_HANDLERS[GENERATE];
const defaultAnswer = (params: Record<string, unknown>) => generate?.(params);

describe('/sunflowerP: Pay Now', () => {
  it('sends generate-code once on a double tap, with an Idempotency-Key and the order, amount, wallet and channel', async () => {
    const answer = held();
    kit.answer(GENERATE, () => answer.promise);
    await openRepay();
    await userEvent.dblClick(payNowButton());
    await payNow();
    expect(payNowButton()).toBeDisabled();
    answer.resolve(defaultAnswer({ bankCode: 'TZ0001', amount: 15_632_466 }));
    await screen.findByRole('dialog');
    expect(kit.callsTo(PATH)).toHaveLength(1);
    expect(kit.inputOf(PATH)).toEqual({
      orderId: '1',
      product_id: '2',
      amount: 15_632_466,
      cardNo: '****5678',
      bankCode: 'TZ0001',
      isDelay: '0',
    });
    expect(kit.keyOf(PATH)).toMatch(KEY);
    expect(payNowButton()).toBeEnabled();
  });

  it('sends the chosen channel and the selected instalments', async () => {
    await openRepay();
    await userEvent.click(screen.getByRole('radio', { name: 'Mixx by Yas' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await payNow();
    await screen.findByRole('dialog');
    expect(kit.inputOf(PATH)).toMatchObject({ bankCode: 'TZ0002', amount: 46_897_397 });
  });

  it('a retry after no answer reuses the Idempotency-Key; the next action gets a new one', async () => {
    let reachable = false;
    kit.answer(GENERATE, (params) =>
      reachable ? defaultAnswer(params) : Promise.reject(new TypeError('Failed to fetch')),
    );
    await openRepay();
    await payNow();
    await waitFor(() => expect(kit.toasts()).toContain(NO_CONNECTION));
    await waitFor(() => expect(payNowButton()).toBeEnabled());
    reachable = true;
    await payNow();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await payNow();
    await screen.findByRole('dialog');
    expect(kit.callsTo(PATH)).toHaveLength(3);
    expect(kit.keyOf(PATH, 0)).toMatch(KEY);
    expect(kit.keyOf(PATH, 1)).toBe(kit.keyOf(PATH, 0));
    expect(kit.keyOf(PATH, 2)).toMatch(KEY);
    expect(kit.keyOf(PATH, 2)).not.toBe(kit.keyOf(PATH, 0));
  });

  it('a retry with another amount is another action: it gets a new Idempotency-Key', async () => {
    let reachable = false;
    kit.answer(GENERATE, (params) =>
      reachable ? defaultAnswer(params) : Promise.reject(new TypeError('Failed to fetch')),
    );
    await openRepay();
    await payNow();
    await waitFor(() => expect(payNowButton()).toBeEnabled());
    reachable = true;
    await userEvent.click(instalment(2));
    await userEvent.click(instalment(3));
    await payNow();
    await screen.findByRole('dialog');
    expect(kit.keyOf(PATH, 1)).toMatch(KEY);
    expect(kit.keyOf(PATH, 1)).not.toBe(kit.keyOf(PATH, 0));
  });

  it('PAY_URL goes to payUrl with return: the loan details path with the common params but the session token', async () => {
    await openRepay();
    await userEvent.click(screen.getByRole('radio', { name: 'Card or bank (pay page)' }));
    await payNow();
    await waitFor(() => expect(kit.location.assign).toHaveBeenCalledOnce());
    expect(kit.inputOf(PATH)).toMatchObject({ bankCode: 'WEB' });
    const url = kit.location.assign.mock.calls[0]?.[0];
    expect(pathOf(url)).toBe('/sandbox/pay/MOCK');
    const { return: back, ...rest } = queryOf(url);
    expect(rest).toEqual({ x: '1' });
    expect(back?.startsWith('/squidChive?')).toBe(true);
    expect(queryOf(back)).toMatchObject({ orderId: '1', productId: '2', userId: 'u1' });
    expect(queryOf(back)).not.toHaveProperty('sessionId');
    expect(url).not.toContain('s1');
    expect(payNowButton()).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a payUrl on another host is not followed', async () => {
    kit.tweakData(GENERATE, (data) => ({
      ...data,
      repayType: 'PAY_URL',
      payUrl: 'https://pay.example.com/x',
    }));
    await openRepay();
    await payNow();
    await waitFor(() => expect(kit.toasts()).toContain(PAY_PAGE_REFUSED));
    expect(kit.location.assign).not.toHaveBeenCalled();
    expect(payNowButton()).toBeEnabled();
  });

  it('PAY_CODE shows the popup with notice and payment number, and stores repaymentInfo', async () => {
    await openRepay();
    await payNow();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Your pay code 845210337 is ready. Pay 156.324,66 TZS with M-Pesa within 24 hours.',
    );
    expect(within(dialog).getByText('Payment number: TR20250602000117')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(REPAYMENT_INFO_KEY) ?? 'null')).toEqual(
      repaymentInfoMock(15_632_466, false),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('PAY_CODE keeps the code for this borrower and order: /repaymentOfCode2 shows it', async () => {
    const view = await openRepay();
    await payNow();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await view.navigate('/repaymentOfCode2?orderId=1&productId=2');
    expect(await screen.findByText('Contract number')).toBeInTheDocument();
    expect(screen.getByTestId('pay-code').textContent).toBe('845210337');
    await view.navigate('/repaymentOfCode2?userId=u2&orderId=1&productId=2');
    expect(await screen.findByText('No repayment code yet.')).toBeInTheDocument();
  });

  it("'View repayment code' opens /repaymentOfCode for the trade", async () => {
    const view = await openRepay();
    await userEvent.click(screen.getByRole('radio', { name: 'Lipa QR' }));
    await payNow();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Scan the QR code');
    await userEvent.click(within(dialog).getByRole('button', { name: 'View repayment code' }));
    expect(view.location()?.pathname).toBe('/repaymentOfCode');
    expect(queryOf(`x:${view.location()?.search}`)).toMatchObject({
      orderId: '1',
      productId: '2',
      tradeNo: 'QR20250602000118',
      sessionId: 's1',
    });
  });

  it('the popup still shows when storage is off', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await openRepay();
    await payNow();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Payment number: TR20250602000117');
  });

  it('a refusal is toasted by the client and the page keeps its state', async () => {
    kit.answer(GENERATE, () => ({ code: 400, message: 'amount is more than you owe' }));
    await openRepay();
    await userEvent.click(instalment(2));
    await userEvent.click(instalment(3));
    await payNow();
    await waitFor(() => expect(kit.toasts()).toContain('amount is more than you owe'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(kit.location.assign).not.toHaveBeenCalled();
    expect(shownAmount()).toBe('312.649,32 TZS');
    expect(instalment(3)).toBeChecked();
    await waitFor(() => expect(payNowButton()).toBeEnabled());
    expect(localStorage.getItem(REPAYMENT_INFO_KEY)).toBeNull();
  });
});
