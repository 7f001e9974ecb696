import { CONTRACT_SCENE } from '@tz-loan/contract/constants';
import type { Envelope } from '@tz-loan/contract/envelope';
import type {
  ConfirmationData,
  ContractItem,
  contractJump,
  contractList,
  loanDetailConfirm,
  loanDetailPush,
} from '@tz-loan/contract/loan';
import { LOAN_PATHS } from '@tz-loan/contract/loan-paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { HttpClient } from '../../../shared/http/create-http-client.ts';

// Type-only contract imports: this screen is under the first-load budget and cannot carry zod.

export type Loaded<O> = { offer: O; contracts: ContractItem[] };
export type Submitted = { orderId: string; lendDetailsUrl: string };

// The main variant shows nothing when the server says no (SPEC.md §8).
const SILENT = { silent: true };

/** Both load calls, as one answer: the screen needs the offer and its contracts together. */
export const both = <O>(
  offer: Envelope<O>,
  list: Envelope<{ list: ContractItem[] }>,
): Envelope<Loaded<O>> => {
  if (!offer.data) return { code: offer.code, message: offer.message };
  if (!list.data) return { code: list.code, message: list.message };
  return { code: 0, message: offer.message, data: { offer: offer.data, contracts: list.data.list } };
};

export const loadMain = async (http: HttpClient, productId: string) => {
  const [offer, list] = await Promise.all([
    callApi<typeof loanDetailConfirm>(http, LOAN_PATHS.confirm, { productId }, SILENT),
    callApi<typeof contractList>(http, LOAN_PATHS.contracts, { productId, scene: CONTRACT_SCENE }, SILENT),
  ]);
  return both(offer, list);
};

export const submitMain = async (offer: ConfirmationData, idempotencyKey: string) => {
  const { amount, periods, termUnit, productId } = offer;
  const answer = await callApi<typeof loanDetailPush>(
    apiClient,
    LOAN_PATHS.submit,
    { amount, periods, termUnit, productId },
    { silent: true, idempotencyKey },
  );
  return answer.data;
};

export const contractUrlMain = async (productId: string, position: string, orderId?: string) => {
  const input = { productId, scene: CONTRACT_SCENE, position, orderId };
  const answer = await callApi<typeof contractJump>(apiClient, LOAN_PATHS.contractJump, input, SILENT);
  return answer.data?.contract_url;
};
