import type { legacyOpenContract } from '@tz-loan/contract/loan/legacy';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { callLegacyApi } from '../../../../shared/http/call-legacy-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';

/** Where the older variant's contract `position` opens. */
export const contractUrlLegacy = async (productId: string, position: string, orderId?: string) => {
  const input = { productId, position, orderId };
  const answer = await callLegacyApi<typeof legacyOpenContract>(
    apiClient,
    LOAN_PATHS.legacyOpenContract,
    input,
  );
  return answer.attach?.url;
};
