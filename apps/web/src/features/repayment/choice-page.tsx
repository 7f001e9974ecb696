import './choice-page.css';
import { Link } from 'react-router';
import { appUrl } from '../../shared/query/app-url.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { ChoiceIcon, type ChoiceIconName } from './choice-icons.tsx';
import { orderDetailsData, useOrderDetails } from './due-loan.ts';
import { nextDue } from './due-next.ts';
import { DueSummary } from './due-summary.tsx';

type Way = { label: string; icon: ChoiceIconName; path: string };

// PRODUCT.md §10 also names the card store (the channel app's `#/borrowDetail`); that app is not built
// yet, so it gets no row until it is.
const WAYS: Way[] = [
  { label: 'Instalment repayment', icon: 'instalments', path: '/sunflowerP' },
  // By orderId: the order's latest open code.
  { label: 'Repayment code', icon: 'code', path: '/repaymentOfCode' },
  { label: 'Payment instructions', icon: 'instructions', path: '/dragonpayPaymentInstructions' },
];

/** Repay choice `/leadership` (PRODUCT.md §10): what is due on the order, and the ways to repay it. */
export const RepayChoicePage = () => {
  useDocumentTitle('Choose how to repay');
  const { state, reload } = useOrderDetails();

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title="Could not load your loan" state={state} onRetry={reload} />;
  const details = state.data;
  const ids = { orderId: details.orderId, productId: details.productId };
  const due = nextDue(details);
  if (!due)
    return (
      <main className="message-screen">
        <h1>Nothing to pay</h1>
        <p>There is nothing due on this loan.</p>
        <Link className="due-button" to={appUrl('/squidChive', ids)}>
          Back to my loan
        </Link>
      </main>
    );
  return (
    <main className="due-page">
      <h1 className="due-title">Choose how to repay</h1>
      <DueSummary due={due} details={details} />
      <nav aria-label="Ways to repay">
        <ul className="choice-list">
          {WAYS.map((way) => (
            <li key={way.path}>
              <Link to={appUrl(way.path, ids)}>
                <ChoiceIcon name={way.icon} />
                <span>{way.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
};

export const page: ScreenPage = { Component: RepayChoicePage, data: orderDetailsData };
