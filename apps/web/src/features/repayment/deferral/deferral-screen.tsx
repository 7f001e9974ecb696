import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { DeferralDetailData } from '@tz-loan/contract/repayment/calls';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../../shared/screens/lazy-part.tsx';
import { showInfo } from '../../../shared/ui/toast.ts';
import { ValueRows } from '../../../shared/ui/value-rows.tsx';
import { usePayNow } from '../pay-now/pay-now.ts';
import { PayNowBar } from '../pay-now/pay-now-bar.tsx';
import type { RepayOrder } from '../pay-now/pay-now-order.ts';
import { PayerAccount } from '../pay-now/payer-account.tsx';
import { defaultChannel, NO_CHANNEL } from '../pay-now/payer-channel.ts';
import { PayFromPhone } from '../push/push-entry.tsx';

// Only a borrower with a payment to report sees the form: the others never download it.
const UtrForm = lazyPart('src/features/repayment/utr/utr-form.tsx', () =>
  import('../utr/utr-form.tsx').then((m) => m.UtrForm),
);

type Props = { data: DeferralDetailData; order: RepayOrder };

/** `/marmaladeT` once its detail is in: the fee that moves the due dates, and the plan after it. */
export const DeferralScreen = ({ data, order }: Props) => {
  const { t, i18n } = useLingui();
  const [channel, setChannel] = useState(() => defaultChannel(data));
  const payNow = usePayNow(order, data.bankCardInfo.cardNo);
  // The fee is what the server asks for: the borrower cannot change it.
  const pay = () =>
    channel ? void payNow.pay(data.delayShouldPayAmount, channel) : showInfo(i18n._(NO_CHANNEL));

  return (
    <main className="repay-page">
      <h1 className="repay-title">
        <Trans>Roll over</Trans>
      </h1>
      <section className="repay-card" aria-label={t`Roll-over fee`}>
        <p className="repay-label">
          <Trans>Roll-over fee</Trans>
        </p>
        <p className="repay-amount">{formatMoney(data.delayShouldPayAmount)} TZS</p>
        <ValueRows rows={data.detail} />
      </section>
      <PayerAccount
        bankCardInfo={data.bankCardInfo}
        bankList={data.bankList}
        chosen={channel}
        onChoose={setChannel}
      />
      <PayFromPhone {...order} amount={data.delayShouldPayAmount} />
      {data.repayDetail.length > 0 && (
        <section className="repay-card" aria-labelledby="deferral-plan-heading">
          <h2 id="deferral-plan-heading">
            <Trans>Repayment plan after the roll-over</Trans>
          </h2>
          <ValueRows rows={data.repayDetail} />
        </section>
      )}
      {(data.showSubmitUtr === 1 || payNow.tradeOpen) && (
        <Suspense fallback={null}>
          <UtrForm order={order} />
        </Suspense>
      )}
      <PayNowBar busy={payNow.busy} onPay={pay} />
      {payNow.popup && (
        <payNow.popup.Dialog order={order} outcome={payNow.popup.outcome} onClose={payNow.closePopup} />
      )}
    </main>
  );
};
