import type { contractJump } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { CONTRACT_SCENE } from '@tz-loan/contract/platform/constants';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';
import type { Choice } from '../choice.ts';

/**
 * Where contract `position` of the offer for `choice` (or of order `orderId`) opens. Silent: a link
 * that fails does nothing.
 */
export const contractUrlMain = async (
  productId: string,
  position: string,
  orderId?: string,
  choice?: Choice,
) => {
  const input = { productId, scene: CONTRACT_SCENE, position, orderId, ...(orderId ? {} : choice) };
  const answer = await callApi<typeof contractJump>(apiClient, LOAN_PATHS.contractJump, input, {
    silent: true,
  });
  return answer.data?.contract_url;
};
