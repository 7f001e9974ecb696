import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Approval } from '@tz-loan/contract/staff/approvals';
import { describe, expect, it } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { ApprovalsPage } from './approvals-page.tsx';

const proposal = (id: number, proposedBy: string): Approval => ({
  id,
  kind: 'payout-settle',
  orderId: 40 + id,
  detail: { outcome: 'succeed' },
  amount: 50_000_000,
  state: 'pending',
  proposedBy,
  proposedAt: '2026-11-26T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  outcome: '',
  interrupted: false,
});

describe('approvals (four eyes)', () => {
  it("offers Approve on another person's proposal, never on one's own", async () => {
    const user = userEvent.setup();
    const { sent } = mockOpsApi({
      'GET /ops/approvals': { data: { approvals: [proposal(1, 'ops:amina'), proposal(2, 'ops:baraka')] } },
      'POST /ops/approvals/2': {
        data: {
          approval: {
            ...proposal(2, 'ops:baraka'),
            state: 'approved',
            decidedBy: 'ops:amina',
            outcome: 'paid out',
          },
        },
      },
    });
    renderStaff(<ApprovalsPage />, { session: staffSession(['finance'], 'amina') });

    // Queried by label: role queries walk every cell of the table.
    expect(await screen.findByLabelText('Approve 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Approve 1')).toBeNull();
    expect(screen.getByText('Your proposal: another person approves it')).toBeInTheDocument();
    // One's own proposal may still be withdrawn.
    expect(screen.getByLabelText('Reject 1')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Approve 2'));
    expect(await screen.findByText('paid out')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: '/ops/approvals/2',
      body: { decision: 'approve' },
    });
  });
});
