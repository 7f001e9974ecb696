import './confirm.css';
import type { OfferData } from '@tz-loan/contract/loan/calls';
import type { Envelope } from '@tz-loan/contract/platform/envelope';
import { useSearchParams } from 'react-router';
import { productIdOf } from '../../../shared/query/page-query.ts';
import type { ScreenData, ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { choiceFromQuery } from './choice.ts';
import { LoadState, Page } from './confirm-parts.tsx';
import { LegacyOfferView } from './legacy-confirm.tsx';
import { type LegacyOffer, loadLegacy } from './legacy-offer.ts';
import { MainOffer } from './main-confirm.tsx';
import { type Loaded, loadMain } from './main-offer.ts';

// The older variant stays in this chunk: split off, it saved the main variant almost nothing and cost
// the older one a second round trip.

type Offer = ({ variant: 'main' } & Loaded<OfferData>) | ({ variant: 'legacy' } & Loaded<LegacyOffer>);

const tagged = <V extends Offer['variant'], O>(variant: V, answer: Envelope<Loaded<O>>) =>
  answer.data
    ? { ...answer, data: { variant, ...answer.data } }
    : { code: answer.code, message: answer.message };

/**
 * The offer and its contracts: the older variant's calls with `variant=legacy`, else the main ones,
 * priced for the choice the URL carries.
 */
const confirmData: ScreenData<Offer> = async ({ query, http }) => {
  const productId = productIdOf(query);
  return (
    query.get('variant') === 'legacy'
      ? tagged('legacy', await loadLegacy(http, productId))
      : tagged('main', await loadMain(http, productId, choiceFromQuery(query)))
  ) as Envelope<Offer>;
};

/** /waffleLemo, the loan confirmation: the older variant with `variant=legacy`, else the main one. */
export const ConfirmPage = () => {
  const [query] = useSearchParams();
  const orderId = query.get('orderId') || undefined;
  const { state, reload } = useScreenData(confirmData);
  if (state.status !== 'ok') {
    return (
      <Page>
        <LoadState state={state} onRetry={reload} />
      </Page>
    );
  }
  const { offer, contracts } = state.data;
  return state.data.variant === 'legacy' ? (
    <LegacyOfferView offer={state.data.offer} contracts={contracts} orderId={orderId} />
  ) : (
    <MainOffer offer={offer as OfferData} contracts={contracts} orderId={orderId} />
  );
};

export const page: ScreenPage = { Component: ConfirmPage, data: confirmData };
