import { mocks as loanConfirmMocks } from '../features/loan/confirm/mock.ts';
import { mocks as loanDetailsMocks } from '../features/loan/details/mock.ts';
import { mocks as repayCodeMocks } from '../features/repayment/code/mock.ts';
import { mocks as repayPlanMocks } from '../features/repayment/instalment/mock.ts';
import { bankMocks } from './bank.ts';
import { cardStoreMocks } from './card-store.ts';
import { complaintMocks } from './complaint.ts';
import { contentMocks } from './content.ts';
import type { MockHandlers } from './mock-types.ts';
import { promotionMocks } from './promotion.ts';

// Mock mode (PRODUCT.md §9): every call answered from built-in default data, with no server. Loaded
// only when `?mock=1` is on, so none of this reaches a real borrower's download.

export const MOCK_HANDLERS: MockHandlers = {
  ...loanConfirmMocks,
  ...loanDetailsMocks,
  ...bankMocks,
  ...repayCodeMocks,
  ...repayPlanMocks,
  ...contentMocks,
  ...complaintMocks,
  ...promotionMocks,
  ...cardStoreMocks,
};

/** The envelope the server would send for `method path`, built from the mock data. */
export const mockRequest = async (
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
): Promise<unknown> => {
  const handler = MOCK_HANDLERS[`${method} ${path}`];
  if (!handler) return { code: 404, message: `No mock data for ${method} ${path}` };
  return handler(params);
};
