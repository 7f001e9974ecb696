import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { RepaymentPlanData } from '@tz-loan/contract/repayment/calls';
import { Suspense, useState } from 'react';
import { sendToNative } from '../../../shared/bridge/bridge.ts';
import { lazyPart } from '../../../shared/screens/lazy-part.tsx';
import { showInfo } from '../../../shared/ui/toast.ts';
import { amountToPay, NO_TYPED_AMOUNT, type TypedAmount } from '../amount/instalment-amount.ts';
import {
  initialSelection,
  type Selection,
  selectionSum,
  tapRow,
  toggleAll,
} from '../amount/instalment-selection.ts';
import { usePayNow } from '../pay-now/pay-now.ts';
import { PayNowBar } from '../pay-now/pay-now-bar.tsx';
import type { RepayOrder } from '../pay-now/pay-now-order.ts';
import { PayerAccount } from '../pay-now/payer-account.tsx';
import { defaultChannel, NO_CHANNEL } from '../pay-now/payer-channel.ts';
import { PayFromPhone } from '../push/push-entry.tsx';
import { InstalmentPlan } from './instalment-plan.tsx';

// Only a borrower with a payment to report sees the form: the others never download it.
const UtrForm = lazyPart('src/features/repayment/utr/utr-form.tsx', () =>
  import('../utr/utr-form.tsx').then((m) => m.UtrForm),
);
// The amount field, with the reading of what is typed, loads when the borrower asks for it.
const InstalmentAmountField = lazyPart('src/features/repayment/instalment/instalment-amount-field.tsx', () =>
  import('./instalment-amount-field.tsx').then((m) => m.InstalmentAmountField),
);

type Props = { data: RepaymentPlanData; order: RepayOrder; onPushClosed?: () => void };

/** `/sunflowerP` once its plan is in: what to pay now, from where, for which instalments. */
export const InstalmentScreen = ({ data, order, onPushClosed }: Props) => {
  const { t, i18n } = useLingui();
  const rows = data.repayPlanDetail.repayWaitDetail;
  const { telephone } = data;
  // 'Pay off today' opens this screen with every instalment chosen: together they ask what closes the loan.
  const [selection, setSelection] = useState(() =>
    order.payoff ? { count: rows.length, chosen: true } : initialSelection(rows),
  );
  const [modifying, setModifying] = useState(false);
  const [typed, setTyped] = useState<TypedAmount>(NO_TYPED_AMOUNT);
  const [channel, setChannel] = useState(() => defaultChannel(data));
  const payNow = usePayNow(order, data.bankCardInfo.cardNo);

  // An empty field means no amount of the borrower's own yet: the selection's sum still applies.
  const toPay = amountToPay(modifying ? typed : null, selectionSum(rows, selection), data.amountMin, i18n);
  // Choosing instalments again is choosing their sum: a typed amount no longer applies.
  const select = (next: Selection) => {
    setSelection(next);
    setModifying(false);
    setTyped(NO_TYPED_AMOUNT);
  };
  const modify = () => {
    setTyped(NO_TYPED_AMOUNT);
    setModifying(true);
  };
  const pay = () => {
    if (toPay.problem !== undefined) return showInfo(toPay.problem);
    if (!channel) return showInfo(i18n._(NO_CHANNEL));
    void payNow.pay(toPay.minor, channel);
  };

  return (
    <main className="repay-page">
      <h1 className="repay-title">
        <Trans>Repayment</Trans>
      </h1>
      <section className="repay-card" aria-label={t`Amount to pay`}>
        <p className="repay-product">{data.productName}</p>
        <p className="repay-label">
          <Trans>Amount to pay now</Trans>
        </p>
        <p className="repay-amount">{toPay.minor === null ? '—' : `${formatMoney(toPay.minor)} TZS`}</p>
        {modifying ? (
          <Suspense fallback={null}>
            <InstalmentAmountField
              typed={typed}
              amountMin={data.amountMin}
              amountMax={data.amountMax}
              onType={setTyped}
            />
          </Suspense>
        ) : (
          <button type="button" className="repay-link" onClick={modify}>
            <Trans>Modify amount</Trans>
          </button>
        )}
      </section>
      <PayerAccount
        bankCardInfo={data.bankCardInfo}
        bankList={data.bankList}
        chosen={channel}
        onChoose={setChannel}
      />
      <PayFromPhone {...order} amount={toPay.minor} amountProblem={toPay.problem} onClosed={onPushClosed} />
      <InstalmentPlan
        plan={data.repayPlanDetail}
        selection={selection}
        onTap={(index) => select(tapRow(rows, selection, index))}
        onToggleAll={() => select(toggleAll(rows, selection))}
      />
      {(data.showSubmitUtr === 1 || payNow.tradeOpen) && (
        <Suspense fallback={null}>
          <UtrForm order={order} />
        </Suspense>
      )}
      {data.note && <p className="repay-note">{data.note}</p>}
      {telephone && (
        <p className="repay-phone">
          <Trans>
            Questions? Call{' '}
            <button
              type="button"
              className="repay-link"
              onClick={() => sendToNative('callTelephone', { phone: telephone })}
            >
              {telephone}
            </button>
          </Trans>
        </p>
      )}
      <PayNowBar busy={payNow.busy} onPay={pay} />
      {payNow.popup && (
        <payNow.popup.Dialog order={order} outcome={payNow.popup.outcome} onClose={payNow.closePopup} />
      )}
    </main>
  );
};
