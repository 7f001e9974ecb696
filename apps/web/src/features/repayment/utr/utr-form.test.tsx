import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  held,
  openRepay,
  PLAN,
  setUpRepay,
  tearDownRepay,
  UTR,
} from '../../../test/repayment/pay-now-test-kit.ts';

let kit: ReturnType<typeof setUpRepay>;
beforeEach(() => {
  kit = setUpRepay();
});
afterEach(tearDownRepay);

const PATH = REPAY_PATHS.submitUtr.path;
const RECEIVED = 'Reference received. We will confirm your payment shortly.';
const field = () => screen.getByRole('textbox', { name: 'Payment reference' }) as HTMLInputElement;
const submit = async () => userEvent.click(await screen.findByRole('button', { name: 'Submit reference' }));

describe('/sunflowerP: payment reference (UTR)', () => {
  it("is called a payment reference, and says where to find it: the wallet's confirmation SMS", async () => {
    await openRepay();
    expect(
      await screen.findByText(/Enter the payment reference: it is in the confirmation SMS your wallet/),
    ).toBeVisible();
    expect(field()).toBeInTheDocument();
  });

  it('UTR submission skipped if empty (after trim): no call', async () => {
    await openRepay();
    await submit();
    await userEvent.type(field(), '   ');
    await submit();
    expect(kit.callsTo(PATH)).toHaveLength(0);
    // A reference is sent by the time the tap is over: the check above came late enough.
    await userEvent.type(field(), 'MP25X7KQ9L');
    await submit();
    expect(kit.callsTo(PATH)).toHaveLength(1);
    await waitFor(() => expect(kit.toasts()).toContain(RECEIVED));
  });

  it("a reference is sent trimmed with an Idempotency-Key, and the server's message is toasted", async () => {
    await openRepay();
    await userEvent.type(field(), '  MP25X7KQ9L ');
    await submit();
    await waitFor(() => expect(kit.toasts()).toContain(RECEIVED));
    expect(kit.callsTo(PATH)).toHaveLength(1);
    expect(kit.inputOf(PATH)).toEqual({ orderId: '1', utr: 'MP25X7KQ9L', isDelay: '0' });
    expect(kit.keyOf(PATH)).toMatch(/^[0-9a-f]{32}$/);
    expect(field().value).toBe('');
  });

  it('a double tap sends the reference once', async () => {
    const answer = held();
    kit.answer(UTR, () => answer.promise);
    await openRepay();
    await userEvent.type(field(), 'MP25X7KQ9L');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit reference' }));
    answer.resolve({ code: 0, message: RECEIVED, data: {} });
    await waitFor(() => expect(kit.toasts()).toContain(RECEIVED));
    expect(kit.callsTo(PATH)).toHaveLength(1);
  });

  it("a refused reference shows the server's message and stays in the field", async () => {
    kit.answer(UTR, () => ({ code: 400, message: 'The payment reference is 6 to 30 letters or digits' }));
    await openRepay();
    await userEvent.type(field(), 'AB1');
    await submit();
    await waitFor(() => expect(kit.toasts()).toContain('The payment reference is 6 to 30 letters or digits'));
    expect(kit.toasts()).not.toContain(RECEIVED);
    expect(field().value).toBe('AB1');
  });

  it('is not offered when showSubmitUtr is 0', async () => {
    kit.tweakData(PLAN, (data) => ({ ...data, showSubmitUtr: 0 }));
    await openRepay();
    expect(screen.queryByRole('textbox', { name: 'Payment reference' })).not.toBeInTheDocument();
  });
});
