import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractItem } from '@tz-loan/contract/loan/calls';
import { useState } from 'react';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { ProductLogo } from '../../../shared/ui/product-logo.tsx';
import { contractUrlLegacy } from './api/get-legacy-contract-url.ts';
import { submitLegacy } from './api/submit-legacy-loan.ts';
import { ApplyFooter } from './apply-footer.tsx';
import { ConfirmDialogs } from './confirm-dialogs.tsx';
import { DetailRows, Money, openServerPage, Page, PlanCards } from './confirm-parts.tsx';
import type { LegacyOffer } from './legacy-offer.ts';
import { BankBox, useAccountFirst } from './payout-account.tsx';
import { useSubmit } from './use-submit.ts';

type OfferProps = { offer: LegacyOffer; contracts: ContractItem[]; orderId: string | undefined };

/** The promotional popup, open on load when the server has a message. */
const Promo = ({ promo }: { promo: LegacyOffer['promo'] }) => {
  const { t } = useLingui();
  const [open, setOpen] = useState(promo.message !== '');
  const close = () => setOpen(false);
  return (
    <Dialog
      visible={open}
      onClose={close}
      className="confirm-promo"
      actions={[{ key: 'ok', text: promo.buttonText || t`OK`, primary: true, onClick: close }]}
    >
      <p>{promo.message}</p>
    </Dialog>
  );
};

/** The older variant of /waffleLemo (`variant=legacy`), on the /gopia/goya/* calls. */
export const LegacyOfferView = ({ offer, contracts, orderId }: OfferProps) => {
  const { t } = useLingui();
  const { firstPayTime } = offer;
  const { busy, submit } = useSubmit(offer.productId, (key) => submitLegacy(offer, key));
  const apply = useAccountFirst(offer.bankCardInfo, offer.productId, submit);
  const open = (position: string) => {
    contractUrlLegacy(offer.productId, position, orderId).then(openServerPage, () => undefined);
  };
  return (
    <Page title={offer.productName}>
      <section className="confirm-card confirm-amount">
        <div className="confirm-product">
          {offer.productLogo && <ProductLogo src={offer.productLogo} size={40} />}
          <span>{offer.productName}</span>
        </div>
        <Money amount={offer.amount} />
        <p className="confirm-due">
          <Trans>
            Repayment date <strong>{firstPayTime}</strong>
          </Trans>
        </p>
      </section>
      <section>
        <h2 className="confirm-section">
          <Trans>Detailed</Trans>
        </h2>
        <div className="confirm-card">
          <DetailRows rows={offer.details} />
        </div>
      </section>
      <BankBox card={offer.bankCardInfo} productId={offer.productId} />
      {offer.repay_plans.length > 0 && (
        <section>
          <h2 className="confirm-section">
            <Trans>Plan</Trans>
          </h2>
          <PlanCards plans={offer.repay_plans} />
        </section>
      )}
      <ApplyFooter
        contracts={contracts}
        onOpen={open}
        buttonText={offer.buttonText || t`Apply for a loan`}
        busy={busy}
        onApply={apply}
      />
      <ConfirmDialogs pop={offer} after={<Promo promo={offer.promo} />} />
    </Page>
  );
};
