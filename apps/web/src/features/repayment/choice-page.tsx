import './choice-page.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { appUrl } from '../../shared/query/app-url.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { ChoiceIcon, type ChoiceIconName } from './choice-icons.tsx';
import { orderDetailsData, useOrderDetails } from './due-loan.ts';
import { nextDue } from './due-next.ts';
import { DueSummary } from './due-summary.tsx';

type Way = { label: MessageDescriptor; icon: ChoiceIconName; path: string };

// PRODUCT.md §10 also names the card store (the channel app's `#/borrowDetail`); that app is not built
// yet, so it gets no row until it is.
const WAYS: Way[] = [
  { label: msg`Instalment repayment`, icon: 'instalments', path: '/sunflowerP' },
  // By orderId: the order's latest open code.
  { label: msg`Repayment code`, icon: 'code', path: '/repaymentOfCode' },
  { label: msg`Payment instructions`, icon: 'instructions', path: '/dragonpayPaymentInstructions' },
];

/** Repay choice `/leadership` (PRODUCT.md §10): what is due on the order, and the ways to repay it. */
export const RepayChoicePage = () => {
  const { t, i18n } = useLingui();
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
        <Link className="due-button" to={appUrl('/squidChive', ids)}>
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
              <Link to={appUrl(way.path, ids)}>
                <ChoiceIcon name={way.icon} />
                <span>{i18n._(way.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
};

export const page: ScreenPage = { Component: RepayChoicePage, data: orderDetailsData };
