import '../../../shared/ui/text-input.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { RepaymentWayData } from '@tz-loan/contract/repayment/card-store';
import { SCREEN } from '@tz-loan/contract/screens';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { appUrl } from '../../../shared/query/app-url.ts';
import { lazyPart } from '../../../shared/screens/lazy-part.tsx';
import { showInfo } from '../../../shared/ui/toast.ts';
import { amountToPay, NO_TYPED_AMOUNT, type TypedAmount } from '../amount/instalment-amount.ts';
import { initialSelection, type Selection, selectionSum, tapRow } from '../amount/instalment-selection.ts';
import { DueList } from './due-list.tsx';
import { PaidNotice } from './paid-notice-lazy.tsx';
import { E_WALLET, PayMethods } from './pay-methods.tsx';
import { useCardPay } from './use-card-pay.ts';

type Props = { data: RepaymentWayData; query: URLSearchParams };

// Only a payment that needs its SMS code shows the dialog: it comes with the first card payment
// (asked for beside the commit), not with the screen's first load.
const loadCodeDialog = () => import('./code-dialog.tsx');
const CodeDialog = lazyPart('src/features/repayment/card-store/code-dialog.tsx', () =>
  loadCodeDialog().then((module) => module.CodeDialog),
);
// The amount field, with the reading of what is typed, loads when the borrower asks for it.
const AmountField = lazyPart('src/features/repayment/card-store/amount-field.tsx', () =>
  import('./amount-field.tsx').then((module) => module.AmountField),
);

/** The card store once what is owed is in: how much (instalments in order, as on /sunflowerP), with what, Pay. */
export const BorrowDetailScreen = ({ data, query }: Props) => {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const rows = data.dueInstalments;
  const [selection, setSelection] = useState(() => initialSelection(rows));
  const [typed, setTyped] = useState<TypedAmount | null>(null);
  // A card just added (or just paid with) comes back chosen.
  const [chosen, setChosen] = useState<string | null>(() => {
    const id = query.get('cardId');
    return data.bankCards.some((card) => card.id === id) ? id : null;
  });
  const pay = useCardPay(data);

  // An empty field means no amount of the borrower's own yet: the selection's sum still applies.
  const toPay = amountToPay(typed, selectionSum(rows, selection), data.amountMin, i18n);
  const select = (next: Selection) => {
    setSelection(next);
    setTyped(null);
  };
  const submit = () => {
    const card = data.bankCards.find((saved) => saved.id === chosen);
    if (toPay.problem !== undefined) return showInfo(toPay.problem);
    const amount = toPay.minor;
    if (!card && chosen !== E_WALLET) return void pay.noCard();
    if (card) {
      void loadCodeDialog();
      return void pay.commit(card, amount);
    }
    navigate(appUrl(SCREEN.cardStoreEWallet, { orderId: data.orderId, amount, paid: null, cardId: null }));
  };

  const owed = formatMoney(data.owed);
  return (
    <main className="cs-page">
      <h1 className="cs-title">
        <Trans>Pay with a debit card</Trans>
      </h1>
      <PaidNotice query={query} />
      <section className="cs-card" aria-label={t`Amount to pay`}>
        <p className="cs-product">{data.productName}</p>
        <p className="cs-label">
          <Trans>Owed now: {owed} TZS</Trans>
        </p>
        <p className="cs-label">
          <Trans>Amount to pay now</Trans>
        </p>
        <p className="cs-amount">{toPay.minor === null ? '—' : `${formatMoney(toPay.minor)} TZS`}</p>
        {typed ? (
          <Suspense fallback={null}>
            <AmountField typed={typed} bounds={data} onType={setTyped} />
          </Suspense>
        ) : (
          <button type="button" className="cs-link" onClick={() => setTyped(NO_TYPED_AMOUNT)}>
            <Trans>Modify amount</Trans>
          </button>
        )}
      </section>
      <DueList rows={rows} selection={selection} onTap={(index) => select(tapRow(rows, selection, index))} />
      <PayMethods data={data} chosen={chosen} onChoose={setChosen} />
      <footer className="cs-bar">
        <button type="button" className="cs-pay" disabled={pay.busy} aria-busy={pay.busy} onClick={submit}>
          <Trans>Pay</Trans>
        </button>
      </footer>
      {pay.pending && (
        <Suspense fallback={null}>
          <CodeDialog
            key={pay.pending.recordId}
            pending={pay.pending}
            busy={pay.busy}
            onConfirm={(code) => void pay.confirm(code)}
            onCancel={pay.cancel}
            onResend={pay.resend}
          />
        </Suspense>
      )}
    </main>
  );
};
