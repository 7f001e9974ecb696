import type { legacyConfirm } from '@tz-loan/contract/loan/legacy';
import type { CallData } from '@tz-loan/contract/platform/call';
import type { Envelope, LegacyEnvelope } from '@tz-loan/contract/platform/envelope';
import type { DataContext } from '../../../shared/screens/screen.ts';
import { getLegacyContracts } from './api/get-legacy-contracts.ts';
import { getLegacyOffer } from './api/get-legacy-offer.ts';
import { both } from './main-offer.ts';

// The older variant's /gopia/goya/* calls: code '00' and `attach`; a refusal is toasted by the client.

export type LegacyOffer = CallData<typeof legacyConfirm>;

/** The legacy envelope as the one the data hook understands. */
const unwrap = async <T>(answer: Promise<LegacyEnvelope<T>>): Promise<Envelope<T>> => {
  const { code, message, attach } = await answer;
  if (attach !== undefined) return { code: 0, message, data: attach };
  return { code: Number.parseInt(code, 10) || -1, message };
};

export const loadLegacy = async (http: DataContext['http'], productId: string) => {
  const [offer, list] = await Promise.all([
    unwrap(getLegacyOffer(http, productId)),
    unwrap(getLegacyContracts(http, productId)),
  ]);
  return both(offer, list);
};
