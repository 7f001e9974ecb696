import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { EVENT_MODULE_BORROW_AGAIN, EVENT_POSITION_ID } from '@tz-loan/contract/platform/constants';
import type { eventSave } from '@tz-loan/contract/support/calls';
import { callApi } from '../../../../shared/http/call-api.ts';
import { firstClient } from '../../../../shared/http/clients.ts';

/** Records that the borrower tapped Borrow Again for `productId`; silent, as nothing waits on it. */
export const saveBorrowAgainEvent = (productId: string) => {
  const input = { productId, moduleId: EVENT_MODULE_BORROW_AGAIN, positionId: EVENT_POSITION_ID };
  return callApi<typeof eventSave>(firstClient, LOAN_PATHS.eventSave, input, { silent: true });
};
