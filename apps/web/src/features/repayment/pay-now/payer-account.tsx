import { Trans, useLingui } from '@lingui/react/macro';
import type { RepaymentPlanData } from '@tz-loan/contract/repayment/calls';
import { useId } from 'react';

type Props = Pick<RepaymentPlanData, 'bankCardInfo' | 'bankList'> & {
  chosen: string;
  onChoose: (type: string) => void;
};

/** The wallet the borrower pays from, and the channel to pay through (one of `bankList`). */
export const PayerAccount = ({ bankCardInfo, bankList, chosen, onChoose }: Props) => {
  const { t } = useLingui();
  const name = useId();
  return (
    <section className="repay-card" aria-label={t`Payment method`}>
      <p className="repay-label">
        <Trans>Wallet account</Trans>
      </p>
      <p className="payer-wallet">
        {bankCardInfo.bankName} {bankCardInfo.cardNo}
      </p>
      <fieldset className="payer-channels">
        <legend className="repay-label">
          <Trans>How to pay</Trans>
        </legend>
        {bankList.map((channel) => (
          <label key={channel.type} className="payer-channel">
            <input
              type="radio"
              name={name}
              value={channel.type}
              checked={channel.type === chosen}
              onChange={() => onChoose(channel.type)}
            />
            <span>{channel.name}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
};
