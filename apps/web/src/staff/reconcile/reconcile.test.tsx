import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { ReconcilePage } from './reconcile-page.tsx';

describe('reconciliation', () => {
  it("lists a day's differences between the provider and the ledger", async () => {
    mockOpsApi({
      'GET /ops/reconcile': {
        data: {
          date: '2026-11-25',
          provider: 'azampay',
          checked: 3,
          differences: [
            {
              reference: 'TRD123',
              kind: 'collection',
              orderId: 42,
              ours: 'not in the ledger',
              theirs: 'paid 5.000,00 TZS',
              problem: 'missing-in-ledger',
            },
          ],
        },
      },
    });
    renderStaff(<ReconcilePage />, { session: staffSession(['finance']) });
    expect(await screen.findByText('3 payments checked with azampay: 1 differences.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'TRD123' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'missing-in-ledger' })).toBeInTheDocument();
  });

  it('says there is nothing to reconcile without a mobile-money provider', async () => {
    mockOpsApi({ 'GET /ops/reconcile': { code: 409, message: 'No mobile-money provider is configured' } });
    renderStaff(<ReconcilePage />, { session: staffSession(['finance']) });
    expect(await screen.findByText(/there is nothing to reconcile/)).toBeInTheDocument();
  });
});
