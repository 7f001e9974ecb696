import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsOrder } from '@tz-loan/contract/staff/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { RetryToAccount } from './retry-to-account.tsx';

const order: OpsOrder = {
  orderId: 41,
  phone: '255712345678',
  productId: 2,
  productName: 'Haraka Loan',
  storedStatus: 151,
  status: 151,
  amount: 400_000_00,
  totalRepayable: 440_000_00,
  nextDueDate: null,
  createdAt: '2026-11-26T08:00:00.000Z',
};

const proposed = {
  data: {
    orderId: 41,
    actor: 'ops:amina',
    fromStatus: 151,
    toStatus: 151,
    note: 'Proposed: payout to Mixx by Yas ****4321 waits for a second person to approve (proposal 7)',
    order,
    approvalId: 7,
  },
};

const enterAccount = async (names: {
  open: RegExp;
  provider: RegExp;
  holder: RegExp;
  number: RegExp;
  ok: RegExp;
}) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: names.open }));
  await user.click(await screen.findByRole('combobox', { name: names.provider }));
  await user.click(await screen.findByTitle('Mixx by Yas'));
  await user.type(screen.getByLabelText(names.holder), 'Asha Mrisho');
  await user.type(screen.getByLabelText(names.number), '0687654321');
  await user.click(screen.getByRole('button', { name: names.ok }));
};

afterEach(() => localStorage.clear());

describe('a failed payout sent to the account the borrower gave', () => {
  it('is proposed with the account entered, for a second person to approve', async () => {
    const onDone = vi.fn();
    const { sent } = mockOpsApi({ 'POST /ops/orders/41/payout-account': proposed });
    renderStaff(<RetryToAccount order={order} onDone={onDone} />, { session: staffSession(['finance']) });
    await enterAccount({
      open: /^Retry to another account$/,
      provider: /^Provider or bank$/,
      holder: /^Account holder name$/,
      number: /^Account number$/,
      ok: /^Propose$/,
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/ops/orders/41/payout-account');
    expect(post?.body).toMatchObject({
      cardType: '1',
      bankCode: 'TZ0002',
      holderName: 'Asha Mrisho',
      accountNumber: '0687654321',
    });
  });

  it('in Kiswahili; a refusal is said and nothing is done', async () => {
    localStorage.setItem('staff-language', 'sw');
    const onDone = vi.fn();
    mockOpsApi({
      'POST /ops/orders/41/payout-account': { code: 409, message: 'Order 41 has no failed payout (170)' },
    });
    renderStaff(<RetryToAccount order={order} onDone={onDone} />, { session: staffSession(['finance']) });
    await enterAccount({
      open: /^Tuma kwa akaunti nyingine$/,
      provider: /^Mtoa huduma au benki$/,
      holder: /^Jina la mwenye akaunti$/,
      number: /^Namba ya akaunti$/,
      ok: /^Pendekeza$/,
    });
    expect(await screen.findByText('Order 41 has no failed payout (170)')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
