import type { CallInput } from '@tz-loan/contract/call';
import { CONTRACT_SCENE } from '@tz-loan/contract/constants';
import { Code, type Envelope } from '@tz-loan/contract/envelope';
import type {
  ConfirmationData,
  ContractItem,
  contractJump,
  contractList,
  loanDetailConfirm,
  loanDetailPush,
} from '@tz-loan/contract/loan';
import { LOAN_PATHS } from '@tz-loan/contract/loan-paths';
import { callApi, sendCall } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { HttpClient } from '../../../shared/http/create-http-client.ts';

// Type-only contract imports: this screen is under the first-load budget and cannot carry zod.

export type Loaded<O> = { offer: O; contracts: ContractItem[] };
export type Submitted = { orderId: string; lendDetailsUrl: string };
/** Apply refused because another loan is unfinished: the server's words and that loan. */
export type InProgress = { inProgress: Submitted; message: string };

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

const isOrder = (data: unknown): data is Submitted =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Submitted).orderId === 'string' &&
  typeof (data as Submitted).lendDetailsUrl === 'string';

/**
 * The new order; or, refused with 409 while another loan is unfinished, that loan (the refusal names it)
 * with the server's words; or undefined for any other refusal, which the main variant does not show.
 */
export const submitMain = async (
  offer: ConfirmationData,
  idempotencyKey: string,
): Promise<Submitted | InProgress | undefined> => {
  const { amount, periods, termUnit, productId } = offer;
  const input = { amount, periods, termUnit, productId } satisfies CallInput<typeof loanDetailPush>;
  const body = await sendCall(apiClient, LOAN_PATHS.submit, input, { silent: true, idempotencyKey });
  const code = Number.parseInt(String(body.code), 10);
  if (!isOrder(body.data)) return undefined;
  if (code === Code.ok) return body.data;
  if (code === Code.conflict) {
    return { inProgress: body.data, message: typeof body.message === 'string' ? body.message : '' };
  }
  return undefined;
};

export const contractUrlMain = async (productId: string, position: string, orderId?: string) => {
  const input = { productId, scene: CONTRACT_SCENE, position, orderId };
  const answer = await callApi<typeof contractJump>(apiClient, LOAN_PATHS.contractJump, input, SILENT);
  return answer.data?.contract_url;
};
