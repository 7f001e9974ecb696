import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractItem, OfferData } from '@tz-loan/contract/loan/calls';
import { Suspense } from 'react';
import { lazyPart } from '../../../shared/screens/lazy-part.tsx';
import { contractUrlMain } from './api/get-contract-url.ts';
import { useOfferChoice } from './api/get-offer.ts';
import { submitMain } from './api/submit-loan.ts';
import { ApplyFooter } from './apply-footer.tsx';
import { choiceOf } from './choice.ts';
import { OfferChoice } from './choice-controls.tsx';
import { ConfirmDialogs } from './confirm-dialogs.tsx';
import { DetailRows, openServerPage, Page, PlanCards } from './confirm-parts.tsx';
import { BankBox, useAccountFirst } from './payout-account.tsx';
import { useSubmit } from './use-submit.ts';

// Shown only when Apply is refused for a loan in progress: not part of the offer's first load.
const LoanInProgress = lazyPart('src/features/loan/confirm/loan-in-progress.tsx', () =>
  import('./loan-in-progress.tsx').then((m) => m.LoanInProgress),
);

type OfferProps = { offer: OfferData; contracts: ContractItem[]; orderId: string | undefined };

/**
 * The main variant of /waffleLemo. The borrower chooses the amount and the term (PRODUCT.md §19);
 * every figure below the controls is the server's answer for the choice, and Apply sends the choice
 * those figures are for, so it waits while they are being asked for.
 */
export const MainOffer = ({ offer: first, contracts, orderId }: OfferProps) => {
  const { t } = useLingui();
  const { shown: offer, choice, choose, pending, failed } = useOfferChoice(first);
  const { busy, submit, inProgress } = useSubmit(offer.productId, (key) => submitMain(offer, key));
  const apply = useAccountFirst(offer.bankCardInfo, offer.productId, submit);
  const open = (position: string) => {
    // The contract of the figures on screen: the choice they were priced for.
    contractUrlMain(offer.productId, position, orderId, choiceOf(offer)).then(
      openServerPage,
      () => undefined,
    );
  };
  return (
    <Page title={offer.productName}>
      <OfferChoice first={first} choice={choice} choose={choose} pending={pending} failed={failed} />
      <section className="confirm-card" aria-busy={pending}>
        <DetailRows rows={offer.details} />
      </section>
      <BankBox card={offer.bankCardInfo} productId={offer.productId} />
      {offer.repay_plans.length > 0 && (
        <section aria-busy={pending}>
          <h2 className="confirm-section">
            <Trans>Repayment information</Trans>
          </h2>
          <PlanCards plans={offer.repay_plans} />
        </section>
      )}
      <ApplyFooter
        contracts={contracts}
        onOpen={open}
        buttonText={t`Apply for a loan`}
        busy={busy || pending}
        onApply={apply}
      />
      <ConfirmDialogs pop={offer} />
      {inProgress && (
        <Suspense fallback={null}>
          <LoanInProgress refusal={inProgress} />
        </Suspense>
      )}
    </Page>
  );
};
