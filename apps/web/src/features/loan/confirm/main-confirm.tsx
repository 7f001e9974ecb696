import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmationData, ContractItem } from '@tz-loan/contract/loan/calls';
import { lazy, Suspense } from 'react';
import { contractUrlMain } from './api/get-contract-url.ts';
import { submitMain } from './api/submit-loan.ts';
import { ApplyFooter } from './apply-footer.tsx';
import { ConfirmDialogs } from './confirm-dialogs.tsx';
import { DetailRows, Money, openServerPage, Page, PlanCards } from './confirm-parts.tsx';
import { BankBox, useAccountFirst } from './payout-account.tsx';
import { useSubmit } from './use-submit.ts';

// Shown only when Apply is refused for a loan in progress: not part of the offer's first load.
const LoanInProgress = lazy(() =>
  import('./loan-in-progress.tsx').then((m) => ({ default: m.LoanInProgress })),
);

type OfferProps = { offer: ConfirmationData; contracts: ContractItem[]; orderId: string | undefined };

/** The main variant of /waffleLemo. */
export const MainOffer = ({ offer, contracts, orderId }: OfferProps) => {
  const { t } = useLingui();
  const { busy, submit, inProgress } = useSubmit(offer.productId, (key) => submitMain(offer, key));
  const apply = useAccountFirst(offer.bankCardInfo, offer.productId, submit);
  const open = (position: string) => {
    contractUrlMain(offer.productId, position, orderId).then(openServerPage, () => undefined);
  };
  return (
    <Page title={offer.productName}>
      <section className="confirm-card confirm-amount">
        <h2 className="confirm-label">
          <Trans>Loan amount</Trans>
        </h2>
        <Money amount={offer.amount} />
      </section>
      <section className="confirm-card">
        <DetailRows rows={offer.details} />
      </section>
      <BankBox card={offer.bankCardInfo} productId={offer.productId} />
      {offer.repay_plans.length > 0 && (
        <section>
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
        busy={busy}
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
