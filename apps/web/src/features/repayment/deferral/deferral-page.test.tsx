import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAY_PATHS, REPAYMENT_INFO_KEY } from '@tz-loan/contract/repayment/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  DEFERRAL,
  openRepay,
  pathOf,
  queryOf,
  SESSION,
  setUpRepay,
  shownAmount,
  tearDownRepay,
} from '../../../test/repayment/pay-now-test-kit.ts';
import { wholeText } from '../../../test/whole-text.ts';
import { DEFERRAL_FEE } from '../instalment/mock.ts';

let kit: ReturnType<typeof setUpRepay>;
beforeEach(() => {
  kit = setUpRepay();
});
afterEach(tearDownRepay);

const GENERATE = REPAY_PATHS.generateCode.path;
const payNow = () => userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

describe('/marmaladeT: the deferral screen', () => {
  it('shows the deferral fee, its details, the wallet account, the channels and the plan after deferral', async () => {
    await openRepay('/marmaladeT');
    expect(kit.inputOf(REPAY_PATHS.delayDetail.path)).toEqual({ orderId: '1', productId: '2' });
    await waitFor(() => expect(document.title).toBe('Roll over'));
    expect(screen.getByRole('heading', { level: 1, name: 'Roll over' })).toBeInTheDocument();
    expect(shownAmount('Roll-over fee')).toBe('9.378,00 TZS');
    const fee = screen.getByRole('region', { name: 'Roll-over fee' });
    expect(within(fee).getByText('Due date after').nextSibling).toHaveTextContent('2025-08-01');
    expect(screen.getByText('M-Pesa ****5678')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    const plan = screen.getByRole('region', { name: 'Repayment plan after the roll-over' });
    expect(within(plan).getByText(wholeText('4/4 · 2025-09-30')).nextSibling).toHaveTextContent(
      '156.324,65 TZS',
    );
  });

  it("Pay Now pays delayShouldPayAmount with isDelay '1'", async () => {
    await openRepay('/marmaladeT');
    await userEvent.click(screen.getByRole('radio', { name: 'HaloPesa' }));
    await payNow();
    const dialog = await screen.findByRole('dialog');
    expect(kit.callsTo(GENERATE)).toHaveLength(1);
    expect(kit.inputOf(GENERATE)).toEqual({
      orderId: '1',
      product_id: '2',
      amount: DEFERRAL_FEE,
      cardNo: '****5678',
      bankCode: 'TZ0004',
      isDelay: '1',
    });
    expect(kit.keyOf(GENERATE)).toMatch(/^[0-9a-f]{32}$/);
    expect(dialog).toHaveTextContent('Payment number: TR20250602000117');
    const stored = JSON.parse(localStorage.getItem(REPAYMENT_INFO_KEY) ?? '{}');
    expect(stored.delayInfo).toEqual({ delayAmount: DEFERRAL_FEE });
  });

  it('PAY_URL goes to the pay page with return to loan details', async () => {
    await openRepay('/marmaladeT');
    await userEvent.click(screen.getByRole('radio', { name: 'Card or bank (pay page)' }));
    await payNow();
    await waitFor(() => expect(kit.location.assign).toHaveBeenCalledOnce());
    const url = kit.location.assign.mock.calls[0]?.[0];
    expect(pathOf(url)).toBe('/sandbox/pay/MOCK');
    expect(pathOf(queryOf(url).return)).toBe('/squidChive');
  });

  it("the payment reference (UTR) is sent with isDelay '1'", async () => {
    await openRepay('/marmaladeT');
    await userEvent.type(screen.getByRole('textbox', { name: 'Payment reference' }), 'MP25X7KQ9L');
    await userEvent.click(screen.getByRole('button', { name: 'Submit reference' }));
    await waitFor(() => expect(kit.callsTo(REPAY_PATHS.submitUtr.path)).toHaveLength(1));
    expect(kit.inputOf(REPAY_PATHS.submitUtr.path)).toEqual({
      orderId: '1',
      utr: 'MP25X7KQ9L',
      isDelay: '1',
    });
  });

  it('a deferral that does not load says why, with Retry', async () => {
    kit.answer(DEFERRAL, () => ({ code: 409, message: 'This loan cannot be rolled over' }));
    renderRoute(`/marmaladeT?${SESSION}&orderId=1&productId=2`);
    expect(await screen.findByRole('heading', { name: 'Could not load your roll-over' })).toBeInTheDocument();
    expect(screen.getByText('This loan cannot be rolled over')).toBeInTheDocument();
  });
});
