import { loanDetails } from '@tz-loan/contract/loan/calls';
import { describe, expect, it } from 'vitest';
import { MOCK_HANDLERS } from '../../../app/mock-api.ts';

// mocks.test.ts holds the default answer (170) to the contract; the screens are also shown at these.
describe('mock loan details', () => {
  it.each([21, 40, 110, 151, 170, 174, 180, 200])(
    'answers at status %i when asked (mockStatus), within the contract',
    async (status) => {
      const envelope = (await MOCK_HANDLERS['GET /v3/loan-details/loan-details']?.({
        mockStatus: String(status),
      })) as { data: unknown };
      const parsed = loanDetails.data.parse(envelope.data);
      expect(parsed.orderStatus).toBe(status);
      const total = parsed.plan.reduce((sum, i) => sum + i.amount, 0);
      expect(total).toBe(62_529_863);
    },
  );
});
