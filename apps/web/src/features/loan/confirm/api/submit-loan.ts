import type { loanDetailPush, OfferData } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import type { CallInput } from '@tz-loan/contract/platform/call';
import { Code } from '@tz-loan/contract/platform/envelope';
import { sendCall } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';
import type { InProgress, Submitted } from '../main-offer.ts';

const isOrder = (data: unknown): data is Submitted =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Submitted).orderId === 'string' &&
  typeof (data as Submitted).lendDetailsUrl === 'string';

/**
 * Applies for exactly the amount and term of `offer`, the figures on screen (PRODUCT.md §19). The new order; or, refused with 409 while another loan is unfinished, that loan (the refusal names it)
 * with the server's words; or undefined for any other refusal, which the main variant does not show.
 */
export const submitMain = async (
  offer: Pick<OfferData, 'amount' | 'periods' | 'termUnit' | 'termDays' | 'productId'>,
  idempotencyKey: string,
): Promise<Submitted | InProgress | undefined> => {
  const { amount, periods, termUnit, termDays, productId } = offer;
  const input = { amount, periods, termUnit, termDays, productId } satisfies CallInput<typeof loanDetailPush>;
  const body = await sendCall(apiClient, LOAN_PATHS.submit, input, { silent: true, idempotencyKey });
  const code = Number.parseInt(String(body.code), 10);
  if (!isOrder(body.data)) return undefined;
  if (code === Code.ok) return body.data;
  if (code === Code.conflict) {
    return { inProgress: body.data, message: typeof body.message === 'string' ? body.message : '' };
  }
  return undefined;
};
