import { Trans, useLingui } from '@lingui/react/macro';
import type { RepaymentWayData } from '@tz-loan/contract/repayment/card-store';
import { SCREEN } from '@tz-loan/contract/screens';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Link } from '../../../shared/ui/app-link.tsx';

/** The e-wallet's place among the ways to pay. */
export const E_WALLET = 'e-wallet';

type Props = { data: RepaymentWayData; chosen: string | null; onChoose: (id: string) => void };

/** The saved cards (masked) and the e-wallet, one to choose; and the way to add a card. */
export const PayMethods = ({ data, chosen, onChoose }: Props) => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  return (
    <section className="cs-card" aria-labelledby="cs-methods">
      <h2 id="cs-methods">
        <Trans>Pay with</Trans>
      </h2>
      <fieldset className="cs-methods">
        <legend className="cs-hidden">{t`Payment card`}</legend>
        {data.bankCards.length === 0 && (
          <p className="cs-note">
            <Trans>No card saved yet.</Trans>
          </p>
        )}
        {data.bankCards.map((card) => (
          <label key={card.id} className="cs-method">
            <input
              type="radio"
              name="cs-method"
              checked={chosen === card.id}
              onChange={() => onChoose(card.id)}
            />
            <span>
              <strong>{card.bankName}</strong> <span className="cs-card-no">{card.cardNo}</span>{' '}
              <small>
                <Trans>Expires {card.expiry}</Trans>
              </small>
            </span>
          </label>
        ))}
        {data.alipay.open === 1 && (
          <label className="cs-method">
            <input
              type="radio"
              name="cs-method"
              checked={chosen === E_WALLET}
              onChange={() => onChoose(E_WALLET)}
            />
            <span>
              <strong>{data.alipay.name}</strong>
            </span>
          </label>
        )}
      </fieldset>
      <Link
        className="cs-add"
        to={appUrl(SCREEN.cardStoreAddCard, { orderId: data.orderId, paid: null, cardId: null })}
      >
        <Trans>+ Add a debit card</Trans>
      </Link>
    </section>
  );
};
