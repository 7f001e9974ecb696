import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  COMMIT,
  CONFIRM,
  chooseSavedCard,
  openBorrowDetail,
  setUpCardStore,
  tapPay,
  WAY,
} from '../../../test/repayment/card-store/card-store-test-kit.ts';

const kit = setUpCardStore();

describe('#/borrowDetail: cancelling the code, and asking for it again', () => {
  it('Cancel closes the dialog and resets its countdown: nothing is confirmed', async () => {
    await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kit.call(CONFIRM)).not.toHaveBeenCalled();
    // Paying again is a new commit, with a countdown of its own from the full 60 s.
    kit.call(COMMIT).mockImplementation((params) => ({
      code: '00',
      message: '',
      data: {
        needValid: 1,
        repayRecordId: '77',
        status: 'pending',
        amount: Number(params.amount),
        orderStatus: 0,
      },
    }));
    await tapPay();
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  it('after 60 s Get code makes a new commit with a fresh repay token', async () => {
    await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    await screen.findByRole('dialog', { name: 'Enter the verification code' });
    // Read once the dialog shows: its countdown started before, however long the machine took to get here.
    const shown = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(shown + 61_000);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    // The mock answers a second commit while the first waits for its code with 800005, as the server does.
    expect(await screen.findByRole('button', { name: 'Get code' })).toBeInTheDocument();
    expect(kit.call(COMMIT)).toHaveBeenCalledTimes(2);
    expect(kit.toasts()).toContain('Do not submit the payment request twice');
    // The first token was spent: the second commit took a fresh one from repayment-way.
    expect(kit.call(WAY)).toHaveBeenCalledTimes(2);
  });
});
