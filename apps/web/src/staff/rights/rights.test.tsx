import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { RightsPage } from './rights-page.tsx';

const request = (over: Record<string, unknown> = {}) => ({
  id: 5,
  borrowerId: 7,
  phone: '255712345678',
  kind: 'correction',
  channel: 'app',
  detail: 'My name is spelt Asha',
  status: 'open',
  outcome: null,
  handledBy: null,
  handledAt: null,
  createdAt: '2026-10-01T08:00:00.000Z',
  dueAt: '2026-10-31T08:00:00.000Z',
  overdue: true,
  ...over,
});

describe('data-rights requests', () => {
  it('lists the open requests with their deadline, the overdue marked, and records an outcome', async () => {
    const user = userEvent.setup();
    let recorded = false;
    const { sent } = mockOpsApi({
      'GET /ops/rights-requests': () => ({
        data: {
          requests: recorded
            ? [request({ status: 'done', outcome: 'Name corrected', handledBy: 'ops:amina', overdue: false })]
            : [request()],
        },
      }),
      'POST /ops/rights-requests/5/outcome': () => {
        recorded = true;
        return {
          data: request({
            status: 'done',
            outcome: 'Name corrected',
            handledBy: 'ops:amina',
            overdue: false,
          }),
        };
      },
    });
    renderStaff(<RightsPage />, { session: staffSession(['agent']) });
    const row = (await screen.findByText('My name is spelt Asha')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Correction')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(sent[0]?.path).toBe('/ops/rights-requests');

    await user.click(within(row).getByRole('button', { name: 'Record outcome 5' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Outcome'), 'Name corrected');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
        status: 'done',
        outcome: 'Name corrected',
      }),
    );
    expect(await screen.findByText('Name corrected · ops:amina')).toBeInTheDocument();
  });

  it('shows no outcome action to a member who may not record one', async () => {
    mockOpsApi({ 'GET /ops/rights-requests': { data: { requests: [request()] } } });
    renderStaff(<RightsPage />, { session: staffSession(['finance']) });
    expect(await screen.findByText('My name is spelt Asha')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record outcome/ })).toBeNull();
  });
});
