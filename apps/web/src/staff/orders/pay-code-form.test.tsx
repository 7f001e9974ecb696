import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { PayCodeForm } from './pay-code-form.tsx';

const answer = (amount: number, remaining: number) => ({
  data: {
    payCode: '845210337',
    amount,
    remaining,
    tradeNo: 'TR20261126000001',
    actor: 'ops:amina',
    inLedger: true,
    orderId: null,
    fromStatus: null,
    toStatus: null,
    order: null,
  },
});

const payAt = async (amount: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^(Pay code|Msimbo wa malipo)$/), '845210337');
  await user.type(screen.getByLabelText(/100 = 1,00 TZS/), amount);
  await user.click(screen.getByRole('button', { name: /^(Pay at agent|Lipa kwa wakala)$/ }));
};

afterEach(() => localStorage.clear());

describe('paying a code at an agent from the console', () => {
  it('a part: says what was paid and what is left to pay on the code', async () => {
    const onPaid = vi.fn();
    const { sent } = mockOpsApi({ 'POST /ops/pay-codes/845210337/pay': answer(100_000, 200_000) });
    renderStaff(<PayCodeForm onPaid={onPaid} />, { session: staffSession(['finance']) });
    await payAt('100000');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Paid 1.000,00 TZS. Left to pay on the code: 2.000,00 TZS',
    );
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/ops/pay-codes/845210337/pay');
    expect(String((post?.body as { amount?: unknown } | undefined)?.amount)).toBe('100000');
    expect(onPaid).toHaveBeenCalledOnce();
  });

  it('the last part: says the code is fully paid', async () => {
    mockOpsApi({ 'POST /ops/pay-codes/845210337/pay': answer(200_000, 0) });
    renderStaff(<PayCodeForm />, { session: staffSession(['finance']) });
    await payAt('200000');
    expect(await screen.findByRole('status')).toHaveTextContent('Paid 2.000,00 TZS. The code is fully paid');
  });

  it('in Kiswahili', async () => {
    localStorage.setItem('staff-language', 'sw');
    mockOpsApi({ 'POST /ops/pay-codes/845210337/pay': answer(100_000, 200_000) });
    renderStaff(<PayCodeForm />, { session: staffSession(['finance']) });
    await payAt('100000');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imelipwa 1.000,00 TZS. Kilichobaki kulipa kwa msimbo: 2.000,00 TZS',
    );
  });

  it('a refusal is said, and no answer is shown', async () => {
    mockOpsApi({
      'POST /ops/pay-codes/845210337/pay': { code: 409, message: 'Pay code 845210337 is already paid' },
    });
    renderStaff(<PayCodeForm />, { session: staffSession(['finance']) });
    await payAt('100');
    expect(await screen.findByText('Pay code 845210337 is already paid')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
