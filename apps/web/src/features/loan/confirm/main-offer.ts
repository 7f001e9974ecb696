import type { ContractItem } from '@tz-loan/contract/loan/calls';
import type { Envelope } from '@tz-loan/contract/platform/envelope';
import type { DataContext } from '../../../shared/screens/screen.ts';
import { getContracts } from './api/get-contracts.ts';
import { getOffer } from './api/get-offer.ts';
import type { Choice } from './choice.ts';

// Type-only contract imports: this screen is under the first-load budget and cannot carry zod.

export type Loaded<O> = { offer: O; contracts: ContractItem[] };
export type Submitted = { orderId: string; lendDetailsUrl: string };
/** Apply refused because another loan is unfinished: the server's words and that loan. */
export type InProgress = { inProgress: Submitted; message: string };

/** Both load calls, as one answer: the screen needs the offer and its contracts together. */
export const both = <O>(
  offer: Envelope<O>,
  list: Envelope<{ list: ContractItem[] }>,
): Envelope<Loaded<O>> => {
  if (!offer.data) return { code: offer.code, message: offer.message };
  if (!list.data) return { code: list.code, message: list.message };
  return { code: 0, message: offer.message, data: { offer: offer.data, contracts: list.data.list } };
};

/**
 * The offer priced for `choice` (the one the product page showed), else the default one; a choice the
 * product no longer allows (an old link) opens on the default rather than on a refusal.
 */
export const loadMain = async (http: DataContext['http'], productId: string, choice?: Choice) => {
  const [chosen, list] = await Promise.all([
    getOffer(http, productId, choice),
    getContracts(http, productId),
  ]);
  const offer = choice && chosen.code === 400 ? await getOffer(http, productId) : chosen;
  return both(offer, list);
};
