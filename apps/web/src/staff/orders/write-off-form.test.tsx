import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { OrderMoney } from './order-money.tsx';
import { WriteOffForm } from './write-off-form.tsx';

const order = {
  orderId: 42,
  phone: '255712345678',
  productId: 1,
  productName: 'Mkopo',
  storedStatus: 170,
  status: 180,
  amount: 50_000_000,
  totalRepayable: 60_000_000,
  nextDueDate: '2026-11-01',
  createdAt: '2026-10-01T10:00:00.000Z',
};
const proposed = {
  data: {
    orderId: 42,
    actor: 'ops:amina',
    fromStatus: 180,
    toStatus: 180,
    note: 'Proposed to write off: waits for a second person to approve (proposal 9)',
    order,
    amount: 61_234_500,
    approvalId: 9,
  },
};
const money = (owed: number) => ({
  data: { orderId: 42, owed, plan: [], ledger: [], payments: [] },
});

const writeOff = async (reason: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^(Reason for the write-off|Sababu ya kufuta deni)$/), reason);
  await user.click(screen.getByRole('button', { name: /^(Write off|Futa deni)$/ }));
  return user;
};

afterEach(() => localStorage.clear());

describe('writing off an order from its money drawer', () => {
  it('asks first, then says the write-off waits for another finance officer', async () => {
    const { sent } = mockOpsApi({ 'POST /ops/orders/42/write-off': proposed });
    renderStaff(<WriteOffForm orderId={42} />, { session: staffSession(['finance']) });
    const user = await writeOff('  Borrower cannot be found  ');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Write off what order 42 still owes? Another finance officer must approve it.',
    );
    await user.click(screen.getAllByRole('button', { name: /^Write off$/ }).at(-1) as HTMLElement);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Proposed (proposal 9): the write-off of 612.345,00 TZS waits for another finance officer to approve it',
    );
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/ops/orders/42/write-off');
    expect((post?.body as { reason?: unknown } | undefined)?.reason).toBe('Borrower cannot be found');
  });

  it('a reason too short is asked for again, and nothing is sent', async () => {
    const { sent } = mockOpsApi({ 'POST /ops/orders/42/write-off': proposed });
    renderStaff(<WriteOffForm orderId={42} />, { session: staffSession(['finance']) });
    await writeOff('no');
    expect(await screen.findByText('Say why, in 3 to 500 characters')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('in Kiswahili', async () => {
    localStorage.setItem('staff-language', 'sw');
    mockOpsApi({ 'POST /ops/orders/42/write-off': proposed });
    renderStaff(<WriteOffForm orderId={42} />, { session: staffSession(['finance']) });
    const user = await writeOff('Mkopaji hapatikani');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Futa deni lililobaki la oda 42?');
    await user.click(screen.getAllByRole('button', { name: /^Futa deni$/ }).at(-1) as HTMLElement);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imependekezwa (pendekezo 9): kufuta deni la 612.345,00 TZS kunasubiri afisa fedha mwingine aidhinishe',
    );
  });

  it('the drawer offers it to finance while something is owed, never to an agent or once settled', async () => {
    mockOpsApi({ 'GET /ops/orders/42/money': money(61_234_500) });
    const finance = renderStaff(<OrderMoney orderId={42} onClose={() => {}} />, {
      session: staffSession(['finance']),
    });
    expect(await screen.findByLabelText('Reason for the write-off')).toBeInTheDocument();
    finance.unmount();

    mockOpsApi({ 'GET /ops/orders/42/money': money(61_234_500) });
    const agent = renderStaff(<OrderMoney orderId={42} onClose={() => {}} />, {
      session: staffSession(['agent']),
    });
    expect(await screen.findByText('612.345,00 TZS')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reason for the write-off')).toBeNull();
    agent.unmount();

    mockOpsApi({ 'GET /ops/orders/42/money': money(0) });
    renderStaff(<OrderMoney orderId={42} onClose={() => {}} />, { session: staffSession(['finance']) });
    expect(await screen.findByText('0,00 TZS')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reason for the write-off')).toBeNull();
  });
});
