import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import type { googleScore } from '@tz-loan/contract/support/calls';
import { callApi } from '../../../../shared/http/call-api.ts';
import { firstClient } from '../../../../shared/http/clients.ts';

/** The rating the borrower gave order `orderId`; silent, as the dialog has already moved on. */
export const sendRating = (score: number, orderId: string) =>
  callApi<typeof googleScore>(firstClient, LOAN_PATHS.googleScore, { score, orderId }, { silent: true });
