import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_HANDLERS } from '../../../app/mock-api.ts';
import { ok } from '../../../shared/http/mock-types.ts';
import { renderChannelRoute } from '../../../test/render-channel.tsx';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  openRepay,
  SESSION,
  setUpRepay,
  shownAmount,
  tearDownRepay,
} from '../../../test/repayment/pay-now-test-kit.ts';
import {
  aPush,
  MOCK_OWN_PHONE,
  nextPoll,
  openPanel,
  PUSH_PATH,
  pushStatus,
  START,
  STATE,
  setMockPush,
  setUpPush,
  tearDownPush,
} from '../../../test/repayment/push-test-kit.ts';

let kit: ReturnType<typeof setUpRepay>;
let push: ReturnType<typeof setUpPush>;
beforeEach(() => {
  kit = setUpRepay();
  push = setUpPush();
});
afterEach(() => {
  tearDownPush();
  tearDownRepay();
});

const NO_CONNECTION = 'No answer from the server. Please check your connection and try again.';
const PHONE_PROBLEM = 'Enter a Tanzanian mobile number, such as 0712 345 678';
const checkedWallet = (panel: Awaited<ReturnType<typeof openPanel>>) =>
  panel
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked)
    ?.getAttribute('value');

describe('Pay from my phone: the wallet and the number', () => {
  it("offers the borrower's own number with its wallet chosen, and follows a number typed instead", async () => {
    await openRepay();
    const panel = await openPanel(push.user);
    const phone = panel.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone).toHaveValue('0754 123 456'));
    expect(panel.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
    expect(panel.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'TZ0001',
      'TZ0002',
      'TZ0003',
      'TZ0004',
      'TZ0005',
    ]);
    await push.user.clear(phone);
    await push.user.type(phone, '0687000111');
    expect(panel.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    await push.user.clear(phone);
    await push.user.type(phone, '+255 712 345 678');
    expect(panel.getByRole('radio', { name: 'Mixx by Yas' })).toBeChecked();
  });

  it('a wallet the borrower picks stays picked when the number changes', async () => {
    await openRepay();
    const panel = await openPanel(push.user);
    const phone = panel.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone).toHaveValue('0754 123 456'));
    await push.user.click(panel.getByRole('radio', { name: 'AzamPesa' }));
    await push.user.clear(phone);
    await push.user.type(phone, '0687000111');
    expect(checkedWallet(panel)).toBe('TZ0005');
  });

  it('a malformed number is refused in place, before any call', async () => {
    await openRepay();
    const panel = await openPanel(push.user);
    const phone = panel.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone).toHaveValue('0754 123 456'));
    await push.user.clear(phone);
    await push.user.type(phone, '0754 12');
    await push.user.click(panel.getByRole('button', { name: 'Pay' }));
    expect(panel.getByRole('alert')).toHaveTextContent(PHONE_PROBLEM);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(PHONE_PROBLEM);
    expect(kit.callsTo(PUSH_PATH)).toHaveLength(0);
  });
});

describe('Pay from my phone: paying', () => {
  it("/sunflowerP sends the chosen wallet, the number, the screen's amount and isDelay 0, with an Idempotency-Key", async () => {
    await openRepay();
    const amount = shownAmount();
    const panel = await openPanel(push.user);
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0754 123 456'),
    );
    expect(panel.getByText(`Amount: ${amount}`)).toBeInTheDocument();
    await push.user.click(panel.getByRole('radio', { name: 'HaloPesa' }));
    await push.user.click(panel.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(kit.callsTo(PUSH_PATH)).toHaveLength(1));
    expect(kit.inputOf(PUSH_PATH)).toEqual({
      orderId: '1',
      amount: 15_632_466,
      isDelay: '0',
      wallet: 'TZ0004',
      phone: '255754123456',
    });
    expect(kit.keyOf(PUSH_PATH)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a double tap starts one push; a retry after no answer carries the same Idempotency-Key', async () => {
    let reachable = false;
    const first = MOCK_HANDLERS[START];
    kit.answer(START, (params) =>
      reachable ? first?.(params) : Promise.reject(new TypeError('Failed to fetch')),
    );
    await openRepay();
    const panel = await openPanel(push.user);
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0754 123 456'),
    );
    await push.user.dblClick(panel.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(kit.toasts()).toContain(NO_CONNECTION));
    expect(kit.callsTo(PUSH_PATH)).toHaveLength(1);
    await waitFor(() => expect(panel.getByRole('button', { name: 'Pay' })).toBeEnabled());
    reachable = true;
    await push.user.click(panel.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(pushStatus()).toHaveTextContent('Sending the PIN prompt…'));
    expect(kit.callsTo(PUSH_PATH)).toHaveLength(2);
    expect(kit.keyOf(PUSH_PATH, 1)).toBe(kit.keyOf(PUSH_PATH, 0));
  });

  it('/marmaladeT pays the roll-over fee: isDelay 1', async () => {
    await openRepay('/marmaladeT');
    const panel = await openPanel(push.user);
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0754 123 456'),
    );
    await push.user.click(panel.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(kit.callsTo(PUSH_PATH)).toHaveLength(1));
    expect(kit.inputOf(PUSH_PATH)).toMatchObject({ isDelay: '1', wallet: 'TZ0001', amount: 937_800 });
  });

  it('/leadership pays what is due next', async () => {
    renderRoute(`/leadership?${SESSION}&orderId=1&productId=2&mockStatus=180`);
    await screen.findByRole('button', { name: 'Pay from my phone' });
    const panel = await openPanel(push.user);
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0754 123 456'),
    );
    await push.user.click(panel.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(kit.callsTo(PUSH_PATH)).toHaveLength(1));
    expect(kit.inputOf(PUSH_PATH)).toMatchObject({ orderId: '1', isDelay: '0', amount: 15_632_466 });
  });

  it("the card store's e-wallet screen pays the amount it was given", async () => {
    renderChannelRoute(`/alipayrepayment?${SESSION}&orderId=1&amount=1234500`);
    await screen.findByRole('button', { name: 'Pay from my phone' });
    const panel = await openPanel(push.user);
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0754 123 456'),
    );
    await push.user.click(panel.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(kit.callsTo(PUSH_PATH)).toHaveLength(1));
    expect(kit.inputOf(PUSH_PATH)).toMatchObject({ orderId: '1', isDelay: '0', amount: 1_234_500 });
  });

  it('walks sending → waiting → paid in words, asking every poll by its trade, then leads back to the loan', async () => {
    await openRepay();
    const panel = await openPanel(push.user);
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0754 123 456'),
    );
    await push.user.click(panel.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(pushStatus()).toHaveTextContent('Sending the PIN prompt…'));
    expect(pushStatus()).toHaveTextContent('M-Pesa · 0754 123 456 · 156.324,66 TZS');
    await nextPoll();
    await waitFor(() => expect(pushStatus()).toHaveTextContent('Check your phone and enter your PIN'));
    expect(pushStatus()).toHaveTextContent('Waiting for your PIN');
    await nextPoll();
    await waitFor(() => expect(pushStatus()).toHaveTextContent(/^Paid/));
    expect(pushStatus()).toHaveTextContent(/Receipt: MP\w+/);
    const [first, second] = push.stateAsked().slice(-2);
    expect(first).toEqual({ orderId: '1', tradeNo: expect.stringMatching(/^PU/) });
    expect(second).toEqual(first);
    const back = panel.getByRole('link', { name: 'Back to my loan' });
    expect(back.getAttribute('href')).toMatch(/^\/squidChive\?/);
    expect(new URL(back.getAttribute('href') ?? '', 'http://x').searchParams.get('orderId')).toBe('1');
    // Ended: no more asking.
    const asked = push.stateAsked().length;
    await nextPoll();
    expect(push.stateAsked()).toHaveLength(asked);
  });

  it('closed after a payment, the instalment screen asks for its plan again', async () => {
    setMockPush(aPush({ state: 'paid', receipt: 'MP123' }));
    await openRepay();
    await waitFor(() => expect(pushStatus()).toHaveTextContent(/^Paid/));
    const plans = kit.callsTo('/v3/installment/loan-play-detail-yd').length;
    await push.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(kit.callsTo('/v3/installment/loan-play-detail-yd')).toHaveLength(plans + 1));
    await screen.findByRole('button', { name: 'Pay Now' });
  });

  it('a payment just made is shown on coming back; closed and opened again, the panel offers the next', async () => {
    setMockPush(aPush({ state: 'paid', receipt: 'MP123' }));
    await openRepay();
    await waitFor(() => expect(pushStatus()).toHaveTextContent(/^Paid/));
    await push.user.click(screen.getByRole('button', { name: 'Close' }));
    const again = await openPanel(push.user);
    expect(again.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('an ended push the borrower was shown does not reopen the panel when they come back', async () => {
    setMockPush(aPush({ state: 'paid', receipt: 'MP123' }));
    const first = await openRepay();
    await waitFor(() => expect(pushStatus()).toHaveTextContent(/^Paid/));
    first.unmount();
    await openRepay();
    await waitFor(() => expect(push.stateAsked()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Pay from my phone' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('Pay from my phone: how a push ends', () => {
  it.each([
    ['declined', 'Declined', 'The payment was declined on the phone. Nothing was taken.'],
    ['timedOut', 'No PIN was entered in time', 'Nobody entered the PIN in time. Nothing was taken.'],
    ['failed', 'The payment did not go through', 'M-Pesa could not send the request. Nothing was taken.'],
  ] as const)(
    '%s: says so, that nothing was taken, and offers Try again or another way',
    async (state, words, message) => {
      setMockPush(aPush());
      kit.answer(STATE, () =>
        ok({ push: aPush({ state, message }), ownPhone: MOCK_OWN_PHONE, ownWallet: 'TZ0001', reopen: true }),
      );
      await openRepay();
      await waitFor(() => expect(pushStatus()).toHaveTextContent(words));
      expect(pushStatus()).toHaveTextContent(message);
      expect(pushStatus().textContent?.match(/Nothing was taken/g)).toHaveLength(1);
      expect(pushStatus()).not.toHaveTextContent('Receipt');
      expect(screen.queryByRole('link', { name: 'Back to my loan' })).toBeNull();

      await push.user.click(screen.getByRole('button', { name: 'Try again' }));
      const panel = await openPanelShown();
      // The last push's number and wallet, offered again.
      expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0687 000 111');
      expect(panel.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
      expect(pushStatus()).toBeEmptyDOMElement();
    },
  );

  it("'Choose another way to pay' closes the panel, back to the screen's own ways", async () => {
    kit.answer(STATE, () =>
      ok({ push: aPush({ state: 'declined' }), ownPhone: MOCK_OWN_PHONE, ownWallet: 'TZ0001', reopen: true }),
    );
    await openRepay();
    await push.user.click(await screen.findByRole('button', { name: 'Choose another way to pay' }));
    expect(screen.queryByRole('region', { name: 'Pay from my phone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay from my phone' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});

describe('Pay from my phone: coming back, and refusals', () => {
  it('a reload shows where the latest push of the order stands, and follows it on', async () => {
    setMockPush(aPush());
    await openRepay();
    await waitFor(() => expect(pushStatus()).toHaveTextContent('Waiting for your PIN'));
    expect(pushStatus()).toHaveTextContent('Airtel Money · 0687 000 111 · 156.324,66 TZS');
    expect(push.stateAsked()[0]).toEqual({ orderId: '1' });
    expect(screen.getByRole('button', { name: 'Pay from my phone' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await nextPoll();
    await waitFor(() => expect(pushStatus()).toHaveTextContent(/^Paid/));
    expect(push.stateAsked().at(-1)).toEqual({ orderId: '1', tradeNo: 'PU202506020099' });
  });

  it('a push that ended long ago is not reopened; one that just ended is', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    setMockPush(aPush({ state: 'paid', receipt: 'MP123', updatedAt: hourAgo }));
    await openRepay();
    await waitFor(() => expect(push.stateAsked()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Pay from my phone' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('no push yet: the panel stays closed until asked for', async () => {
    await openRepay();
    await waitFor(() => expect(push.stateAsked()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Pay from my phone' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('region', { name: 'Pay from my phone' })).toBeNull();
  });

  it("a refusal to start (409) is said in the server's words, and the form stays", async () => {
    const message = 'A PIN prompt is already waiting on a phone for this loan. Answer it first';
    kit.answer(START, () => ({ code: 409, message }));
    await openRepay();
    const panel = await openPanel(push.user);
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0754 123 456'),
    );
    await push.user.click(panel.getByRole('button', { name: 'Pay' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(message);
    expect(pushStatus()).toBeEmptyDOMElement();
    expect(panel.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(kit.toasts()).toEqual([]);
  });
});

const openPanelShown = async () => {
  await screen.findByRole('textbox', { name: 'Phone number' });
  return within(screen.getByRole('region', { name: 'Pay from my phone' }));
};
