import './customer-service.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SERVICE_TELEPHONE } from '@tz-loan/contract/platform/constants';
import { SCREEN } from '@tz-loan/contract/screens';
import { sendToNative } from '../../shared/bridge/bridge.ts';
import { useAppUrl } from '../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useNativeBackInApp } from '../../shared/screens/use-native-back-in-app.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getContactInfo } from './api/get-contact-info.ts';

/**
 * Customer service `/pinetreeIs` (SPEC.md §2, PRODUCT.md §12): the lender's telephone (a tap asks the
 * native app to call; the build's number when the server gives none), its e-mail (a tap opens the
 * mail app) and the way to file a complaint.
 */
export const CustomerServicePage = () => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  useNativeBackInApp();
  useDocumentTitle(t`Customer service`);
  const { state, reload } = useScreenData(getContactInfo);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load customer service`} state={state} onRetry={reload} />;
  const phone = state.data.smWa || SERVICE_TELEPHONE;
  const { email } = state.data;
  return (
    <main className="cs">
      <h1 className="cs-title">
        <Trans>Customer service</Trans>
      </h1>
      <p className="cs-lead">
        <Trans>We are here to help with your loan, your repayments and your account.</Trans>
      </p>
      <ul className="cs-list">
        <li>
          <button type="button" onClick={() => sendToNative('callTelephone', { phone })}>
            <span className="cs-label">
              <Trans>Telephone</Trans>
            </span>
            <span className="cs-value">{phone}</span>
          </button>
        </li>
        {email && (
          <li>
            <a href={`mailto:${email}`}>
              <span className="cs-label">
                <Trans>E-mail</Trans>
              </span>
              <span className="cs-value">{email}</span>
            </a>
          </li>
        )}
        <li>
          <Link to={appUrl(SCREEN.complaint)}>
            <span className="cs-label">
              <Trans>Complaints</Trans>
            </span>
            <span className="cs-value">
              <Trans>File a complaint or follow one</Trans>
            </span>
          </Link>
        </li>
        <li>
          <Link to={appUrl(SCREEN.myData)}>
            <span className="cs-label">
              <Trans>My data</Trans>
            </span>
            <span className="cs-value">
              <Trans>See and download what we hold, ask for a correction, delete your account</Trans>
            </span>
          </Link>
        </li>
        <li>
          <Link to={appUrl(SCREEN.ussdPin)}>
            <span className="cs-label">
              <Trans>USSD PIN</Trans>
            </span>
            <span className="cs-value">
              <Trans>Set or change the PIN for money actions on USSD</Trans>
            </span>
          </Link>
        </li>
      </ul>
    </main>
  );
};

export const page: ScreenPage = { Component: CustomerServicePage, data: getContactInfo };
