import type { legacySubmit } from '@tz-loan/contract/loan/legacy';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { callLegacyApi } from '../../../../shared/http/call-legacy-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';
import type { LegacyOffer } from '../legacy-offer.ts';

/** The older variant's apply: its new order, or nothing once the client has toasted a refusal. */
export const submitLegacy = async (offer: LegacyOffer, idempotencyKey: string) => {
  const { amount, periods, termUnit, productId } = offer;
  const answer = await callLegacyApi<typeof legacySubmit>(
    apiClient,
    LOAN_PATHS.legacySubmit,
    { amount, periods, unit: termUnit, productId },
    { idempotencyKey },
  );
  return answer.attach;
};
