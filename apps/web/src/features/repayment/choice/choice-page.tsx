import './choice-page.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import type { ReactNode } from 'react';
import type { UrlExtras } from '../../../shared/query/app-url.ts';
import { useChannelUrl } from '../../../shared/query/channel-url.ts';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { orderDetailsData, useOrderDetails } from '../due/api/get-loan-details.ts';
import { nextDue } from '../due/due-next.ts';
import { DueSummary } from '../due/due-summary.tsx';
import { PayFromPhone } from '../push/push-entry.tsx';
import { ChoiceIcon, type ChoiceIconName } from './choice-icons.tsx';

/** `channel`: a screen of the channel app, opened by a full navigation to its real path under `/h5`. */
type Way = { label: MessageDescriptor; icon: ChoiceIconName; path: string; channel?: boolean };

const WAYS: Way[] = [
  { label: msg`Instalment repayment`, icon: 'instalments', path: SCREEN.instalments },
  { label: msg`Pay with a debit card`, icon: 'card', path: SCREEN.cardStorePay, channel: true },
  // By orderId: the order's latest open code.
  { label: msg`Repayment code`, icon: 'code', path: SCREEN.repaymentCode },
  { label: msg`Payment instructions`, icon: 'instructions', path: SCREEN.paymentInstructions },
];

const WayLink = ({ way, ids, children }: { way: Way; ids: UrlExtras; children: ReactNode }) => {
  const appUrl = useAppUrl();
  const channelUrl = useChannelUrl();
  return way.channel ? (
    <a href={channelUrl(way.path, ids)}>{children}</a>
  ) : (
    <Link to={appUrl(way.path, ids)}>{children}</Link>
  );
};

/** Repay choice `/leadership` (PRODUCT.md §10): what is due on the order, and the ways to repay it. */
export const RepayChoicePage = () => {
  const { t, i18n } = useLingui();
  const appUrl = useAppUrl();
  useDocumentTitle(t`Choose how to repay`);
  const { state, reload } = useOrderDetails();

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your loan`} state={state} onRetry={reload} />;
  const details = state.data;
  const ids = { orderId: details.orderId, productId: details.productId };
  const due = nextDue(details);
  if (!due)
    return (
      <main className="message-screen">
        <h1>{t`Nothing to pay`}</h1>
        <p>{t`There is nothing due on this loan.`}</p>
        <Link className="due-button" to={appUrl(SCREEN.loanDetails, ids)}>
          {t`Back to my loan`}
        </Link>
      </main>
    );
  return (
    <main className="due-page">
      <h1 className="due-title">{t`Choose how to repay`}</h1>
      <DueSummary due={due} details={details} />
      <nav aria-label={t`Ways to repay`}>
        <ul className="choice-list">
          {WAYS.map((way) => (
            <li key={way.path}>
              <WayLink way={way} ids={ids}>
                <ChoiceIcon name={way.icon} />
                <span>{i18n._(way.label)}</span>
              </WayLink>
            </li>
          ))}
        </ul>
      </nav>
      <PayFromPhone orderId={details.orderId} isDelay="0" amount={due.amount} productId={details.productId} />
    </main>
  );
};

export const page: ScreenPage = { Component: RepayChoicePage, data: orderDetailsData };
