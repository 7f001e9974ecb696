import type { CallData } from '@tz-loan/contract/call';
import { CONTRACT_SCENE } from '@tz-loan/contract/constants';
import type { Envelope, LegacyEnvelope } from '@tz-loan/contract/envelope';
import type {
  legacyConfirm,
  legacyContracts,
  legacyOpenContract,
  legacySubmit,
} from '@tz-loan/contract/legacy-loan';
import { LOAN_PATHS } from '@tz-loan/contract/loan-paths';
import { callLegacyApi } from '../../../shared/http/call-legacy-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { HttpClient } from '../../../shared/http/create-http-client.ts';
import { both } from './confirm-api.ts';

// The older variant's /gopia/goya/* calls: code '00' and `attach`; a refusal is toasted by the client.

export type LegacyOffer = CallData<typeof legacyConfirm>;

/** The legacy envelope as the one the data hook understands. */
const unwrap = async <T>(answer: Promise<LegacyEnvelope<T>>): Promise<Envelope<T>> => {
  const { code, message, attach } = await answer;
  if (attach !== undefined) return { code: 0, message, data: attach };
  return { code: Number.parseInt(code, 10) || -1, message };
};

export const loadLegacy = async (http: HttpClient, productId: string) => {
  const [offer, list] = await Promise.all([
    unwrap(callLegacyApi<typeof legacyConfirm>(http, LOAN_PATHS.legacyConfirm, { productId })),
    unwrap(
      callLegacyApi<typeof legacyContracts>(http, LOAN_PATHS.legacyContracts, {
        productId,
        scene: CONTRACT_SCENE,
      }),
    ),
  ]);
  return both(offer, list);
};

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

export const contractUrlLegacy = async (productId: string, position: string, orderId?: string) => {
  const input = { productId, position, orderId };
  const answer = await callLegacyApi<typeof legacyOpenContract>(
    apiClient,
    LOAN_PATHS.legacyOpenContract,
    input,
  );
  return answer.attach?.url;
};
