import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFERRAL,
  GENERATE,
  openRepay,
  PLAN,
  setUpRepay,
  tearDownRepay,
} from '../../../test/repayment/pay-now-test-kit.ts';

let kit: ReturnType<typeof setUpRepay>;
beforeEach(() => {
  kit = setUpRepay();
});
afterEach(tearDownRepay);

// The server offers the reference form (showSubmitUtr 1) while the order has an open trade of the
// screen's kind: the one Pay Now has just made.
const UTR_FIELD = { name: 'Payment reference' };
const payNowAndClose = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
};

describe('the payment reference (UTR) form right after Pay Now, without a reload', () => {
  it('/sunflowerP: appears once Pay Now has given a pay code, and sends the reference', async () => {
    kit.tweakData(PLAN, (data) => ({ ...data, showSubmitUtr: 0 }));
    await openRepay();
    expect(screen.queryByRole('textbox', UTR_FIELD)).toBeNull();
    await payNowAndClose();
    await userEvent.type(await screen.findByRole('textbox', UTR_FIELD), 'MP25X7KQ9L');
    await userEvent.click(screen.getByRole('button', { name: 'Submit reference' }));
    await waitFor(() => expect(kit.callsTo(REPAY_PATHS.submitUtr.path)).toHaveLength(1));
    expect(kit.inputOf(REPAY_PATHS.submitUtr.path)).toMatchObject({ utr: 'MP25X7KQ9L', isDelay: '0' });
    expect(kit.callsTo(REPAY_PATHS.plan.path)).toHaveLength(1);
  });

  it('/marmaladeT: appears once Pay Now has given a pay code for the fee', async () => {
    kit.tweakData(DEFERRAL, (data) => ({ ...data, showSubmitUtr: 0 }));
    await openRepay('/marmaladeT');
    expect(screen.queryByRole('textbox', UTR_FIELD)).toBeNull();
    await payNowAndClose();
    expect(await screen.findByRole('textbox', UTR_FIELD)).toBeInTheDocument();
  });

  it('a refused Pay Now opens no trade: still no form', async () => {
    kit.tweakData(PLAN, (data) => ({ ...data, showSubmitUtr: 0 }));
    kit.answer(GENERATE, () => ({ code: 409, message: 'This loan has nothing left to pay' }));
    await openRepay();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(kit.toasts()).toContain('This loan has nothing left to pay'));
    expect(screen.queryByRole('textbox', UTR_FIELD)).toBeNull();
  });
});
