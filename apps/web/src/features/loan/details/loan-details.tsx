import { Trans, useLingui } from '@lingui/react/macro';
import type { LoanDetailsData } from '@tz-loan/contract/loan/calls';
import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { SCREEN } from '@tz-loan/contract/screens';
import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { sendToNative } from '../../../shared/bridge/bridge.ts';
import { useAppUrl, useIsAllowedUrl } from '../../../shared/scope/use-page-urls.ts';
import { lazyPart } from '../../../shared/screens/lazy-part.tsx';
import { Link } from '../../../shared/ui/app-link.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { KeepDate } from '../../../shared/ui/keep-dates.tsx';
import { ProductLogo } from '../../../shared/ui/product-logo.tsx';
import { ValueRows } from '../../../shared/ui/value-rows.tsx';
import { ResultCard } from '../shared/result-card.tsx';
import { StatusIcon } from '../shared/status-icon.tsx';
import { saveBorrowAgainEvent } from './api/save-event.ts';
import { ACTION_LABELS, type LoanAction, loanActions, settle } from './loan-actions.ts';
import { openPage, replacePage } from './page-nav.ts';
import { PaymentFailedNotice } from './payment-failed.tsx';
import { PaymentsList } from './payments-list.tsx';
import { PayoffCard } from './payoff-card.tsx';
import { PlanList } from './plan-list.tsx';

// Only some states show these: the others never download them.
const RatingDialog = lazyPart('src/features/loan/details/rating-dialog.tsx', () =>
  import('./rating-dialog.tsx').then((m) => m.RatingDialog),
);
const RecProducts = lazyPart('src/features/loan/details/rec-products.tsx', () =>
  import('./rec-products.tsx').then((m) => m.RecProducts),
);

type Props = { data: LoanDetailsData; patch: (changes: Partial<LoanDetailsData>) => void };

export const LoanDetails = ({ data, patch }: Props) => {
  const { t, i18n } = useLingui();
  const appUrl = useAppUrl();
  const isAllowedUrl = useIsAllowedUrl();
  const navigate = useNavigate();
  const ids = { orderId: data.orderId, productId: data.productId };
  const leaving =
    data.playeduL !== '' && data.orderStatus !== OrderStatus.underReview && isAllowedUrl(data.playeduL);
  useEffect(() => {
    if (leaving) replacePage(data.playeduL);
  }, [leaving, data.playeduL]);

  const repay = () =>
    data.h5Url && isAllowedUrl(data.h5Url) ? openPage(data.h5Url) : navigate(appUrl(SCREEN.repayChoice, ids));
  const run: Record<LoanAction, () => void> = {
    REPAY: repay,
    Repayment: repay,
    'Rollover Repayment': () => navigate(appUrl(SCREEN.rollOver, ids)),
    'Borrow Again': async () => {
      await settle(saveBorrowAgainEvent(data.productId));
      sendToNative('toP', { productId: data.productId });
    },
  };
  const withdraw = () => (isAllowedUrl(data.playeduL) ? replacePage(data.playeduL) : patch({ reyMsg: '' }));
  const actions = loanActions(data.orderStatus, data.isDelay);
  const otherDialog = data.reyMsg !== '' || data.cardNeedPop === 1;
  // The last reminder's day: the borrower sees the lender kept them informed (PRODUCT.md §20).
  const remindedOn = data.reminders.at(-1)?.sentAt.slice(0, 10);

  if (leaving) return <div className="boot" aria-busy="true" />;
  return (
    <main className={`ld ld-pad${actions.length}`}>
      <title>{t`Loan Details`}</title>
      <PaymentFailedNotice />
      <ResultCard
        icon={<StatusIcon status={data.orderStatus} />}
        title={data.noticeStatusText}
        description={data.noticeDesText}
      >
        {/* The prompt below can be closed; while the payout waits for another account, this stays. */}
        {data.orderStatus === OrderStatus.payoutFailed && (
          <Link className="result-action" to={appUrl(SCREEN.payoutAccountForm, { source: 'loanDetail' })}>
            <Trans>Change account</Trans>
          </Link>
        )}
      </ResultCard>
      <section className="ld-card">
        <div className="ld-product">
          <ProductLogo src={data.productLogo} size={32} />
          {data.productName}
        </div>
        <p className="ld-label">
          <Trans>Loan amount</Trans>
        </p>
        <p className="ld-amount">{formatMoney(data.amount)} TZS</p>
        <ValueRows rows={data.userOrderDetail.detail} />
      </section>
      {data.payoff && <PayoffCard payoff={data.payoff} ids={ids} />}
      <PlanList plan={data.plan} />
      {remindedOn && (
        <p className="ld-reminded">
          <Trans>
            We reminded you on <KeepDate>{remindedOn}</KeepDate>
          </Trans>
        </p>
      )}
      {data.payoff || data.payments.length > 0 ? (
        <PaymentsList payments={data.payments} orderId={data.orderId} />
      ) : null}
      <nav className="ld-help" aria-label={t`Help with this loan`}>
        <Link to={appUrl(SCREEN.complaint, { orderId: data.orderId })}>
          <Trans>Make a complaint</Trans>
        </Link>
        <Link to={appUrl(SCREEN.customerService)}>
          <Trans>Customer service</Trans>
        </Link>
      </nav>
      {data.loanMarket === 1 && (
        <Suspense fallback={null}>
          <RecProducts products={data.recProducts} />
        </Suspense>
      )}
      {actions.length > 0 && (
        <footer className="ld-actions">
          {actions.map((action) => (
            <div key={action} className={action === 'Rollover Repayment' ? 'ld-rollover' : undefined}>
              {action === 'Rollover Repayment' && (
                <span>
                  <Trans>Short of money?</Trans>
                </span>
              )}
              <button type="button" onClick={run[action]}>
                {i18n._(ACTION_LABELS[action])}
              </button>
            </div>
          ))}
        </footer>
      )}
      <Dialog
        visible={data.reyMsg !== ''}
        actions={[
          { key: 'cancel', text: t`Cancel`, onClick: () => patch({ reyMsg: '' }) },
          { key: 'withdraw', text: t`Withdraw Now`, primary: true, onClick: withdraw },
        ]}
      >
        {data.reyMsg}
      </Dialog>
      <Dialog
        visible={data.reyMsg === '' && data.cardNeedPop === 1}
        title={data.cardPopTitle}
        onClose={() => patch({ cardNeedPop: 0 })}
        actions={[
          {
            key: 'bind',
            text: t`Change payout account`,
            primary: true,
            onClick: () => {
              patch({ cardNeedPop: 0 });
              navigate(appUrl(SCREEN.payoutAccountForm, { source: 'loanDetail' }));
            },
          },
        ]}
      >
        {data.cardPopMsg}
      </Dialog>
      {data.isScore === 1 && (
        <Suspense fallback={null}>
          <RatingDialog open={!otherDialog} orderId={data.orderId} />
        </Suspense>
      )}
    </main>
  );
};
