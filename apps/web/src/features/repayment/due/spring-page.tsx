import './spring-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import { sendToNative, useNativeBack } from '../../../shared/bridge/bridge.ts';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { orderDetailsData, useOrderDetails } from './api/get-loan-details.ts';
import { nextDue } from './due-next.ts';
import { DueSummary } from './due-summary.tsx';

const closeWebview = () => sendToNative('closeWebview');

/**
 * Whether to repay `/spring` (PRODUCT.md §10): the native app opens it for an order with something
 * due; repay now, roll over (when the order allows it) or later.
 */
export const SpringPage = () => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  useDocumentTitle(t`Time to repay`);
  const { state, reload } = useOrderDetails();
  // Opened by the native app over its own screen: there is nothing behind it in the webview.
  useNativeBack(closeWebview);

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your loan`} state={state} onRetry={reload} />;
  const details = state.data;
  const due = nextDue(details);
  if (!due)
    return (
      <main className="message-screen">
        <h1>
          <Trans>Nothing to pay</Trans>
        </h1>
        <p>
          <Trans>There is nothing due on this loan.</Trans>
        </p>
        <button type="button" onClick={closeWebview}>
          <Trans>Close</Trans>
        </button>
      </main>
    );
  const ids = { orderId: details.orderId, productId: details.productId };
  return (
    <main className="due-page">
      <h1 className="due-title">
        <Trans>Time to repay</Trans>
      </h1>
      <DueSummary due={due} details={details} />
      <div className="spring-choices">
        <Link className="due-button" to={appUrl(SCREEN.instalments, ids)}>
          <Trans>Repay now</Trans>
        </Link>
        {details.isDelay === '1' && (
          <Link className="due-button secondary" to={appUrl(SCREEN.rollOver, ids)}>
            <Trans>Roll over</Trans>
          </Link>
        )}
        <button type="button" className="due-button plain" onClick={closeWebview}>
          <Trans>Later</Trans>
        </button>
      </div>
    </main>
  );
};

export const page: ScreenPage = { Component: SpringPage, data: orderDetailsData };
