import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { ReferencesPage } from './references-page.tsx';

const reference = {
  orderId: 42,
  phone: '255712345678',
  utr: 'AB12CD34EF',
  amount: 12_345_600,
  submittedAt: '2026-11-25T09:30:00.000Z',
  proposed: false,
};

describe('payment references', () => {
  it('shows the amount a reference pays before proposing it, then says it waits for a second person', async () => {
    const user = userEvent.setup();
    const { sent } = mockOpsApi({
      'GET /ops/references': { data: { references: [reference] } },
      'POST /ops/orders/42/utr': {
        data: {
          orderId: 42,
          actor: 'ops:amina',
          fromStatus: 170,
          toStatus: 170,
          note: 'Proposed: waits for a second person to approve (proposal 9)',
          order: {
            orderId: 42,
            phone: '255712345678',
            productId: 1,
            productName: 'Mkopo',
            storedStatus: 170,
            status: 170,
            amount: 50_000_000,
            totalRepayable: 60_000_000,
            nextDueDate: null,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
          approvalId: 9,
          utr: 'AB12CD34EF',
          state: 'proposed',
          applied: 0,
          amount: 12_345_600,
        },
      },
    });
    renderStaff(<ReferencesPage />, { session: staffSession(['finance']) });
    expect(await screen.findByText('123.456,00 TZS')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm AB12CD34EF' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This pays 123.456,00 TZS into order 42');
    // Nothing is proposed before the person has seen the amount and said so.
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('Proposed: it waits for a second person to approve')).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST');
    expect(post).toMatchObject({
      path: '/ops/orders/42/utr',
      body: { utr: 'AB12CD34EF', decision: 'confirm' },
    });
    expect(post?.headers['X-CSRF-Token']).toBe('csrf-1');
  });

  it('offers no confirmation for a reference already proposed', async () => {
    mockOpsApi({ 'GET /ops/references': { data: { references: [{ ...reference, proposed: true }] } } });
    renderStaff(<ReferencesPage />, { session: staffSession(['finance']) });
    expect(await screen.findByText('Already proposed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull());
  });
});
