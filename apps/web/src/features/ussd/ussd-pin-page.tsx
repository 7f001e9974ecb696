import './ussd-pin.css';
import '../../shared/ui/page-button.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@tz-loan/contract/platform/date';
import { USSD_PIN_TRIES } from '@tz-loan/contract/ussd/paths';
import { useState } from 'react';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useNativeBackInApp } from '../../shared/screens/use-native-back-in-app.ts';
import { KeepDate } from '../../shared/ui/keep-dates.tsx';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getPinStatus, type PinStatus } from './api/get-pin-status.ts';
import { PinForm } from './pin-form.tsx';

const PinState = ({ status }: { status: PinStatus }) => {
  if (status.locked)
    return (
      <p className="up-state up-locked">
        <Trans>
          Your PIN is locked after {USSD_PIN_TRIES} wrong tries. Set a new one below to unlock it.
        </Trans>
      </p>
    );
  if (status.set && status.setAt) {
    const when = formatDateTime(status.setAt);
    return (
      <p className="up-state">
        <Trans>
          Your PIN is set. Last set on <KeepDate>{when}</KeepDate>.
        </Trans>
      </p>
    );
  }
  if (status.set)
    return (
      <p className="up-state">
        <Trans>Your PIN is set.</Trans>
      </p>
    );
  return (
    <p className="up-state">
      <Trans>You have no PIN yet.</Trans>
    </p>
  );
};

/**
 * 'USSD PIN' `/ussdPin` (PRODUCT.md §22): the 4-digit PIN the USSD service asks before a money action,
 * set and changed here with the login SMS code; setting it again unlocks it after wrong tries.
 */
export const UssdPinPage = () => {
  const { t } = useLingui();
  useNativeBackInApp();
  useDocumentTitle(t`USSD PIN`);
  const { state, reload } = useScreenData(getPinStatus);
  // The answer to a save is the new state: no second request to show it.
  const [savedAt, setSavedAt] = useState<string | null>(null);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your USSD PIN`} state={state} onRetry={reload} />;
  const status: PinStatus = savedAt
    ? { ...state.data, set: true, locked: false, setAt: savedAt }
    : state.data;
  const code = status.serviceCode;
  return (
    <main className="up">
      <h1 className="up-title">
        <Trans>USSD PIN</Trans>
      </h1>
      <p className="up-lead">
        {code ? (
          <Trans>
            When you dial our USSD code <span className="up-code">{code}</span> from a phone without data,
            this PIN confirms every money action: paying from your phone and getting a pay code.
          </Trans>
        ) : (
          <Trans>
            Our USSD service, for phones without data, is not open yet. When it opens, this PIN will confirm
            every money action on it: paying from your phone and getting a pay code.
          </Trans>
        )}
      </p>
      <p className="up-lead up-warning">
        <Trans>Never share your PIN with anyone, not even our staff. We will never ask for it.</Trans>
      </p>
      <section className="up-part" aria-labelledby="up-status">
        <h2 id="up-status">
          <Trans>Your PIN</Trans>
        </h2>
        <PinState status={status} />
      </section>
      {savedAt && (
        <p className="up-done" role="status">
          <Trans>Your USSD PIN is set.</Trans>
        </p>
      )}
      <PinForm hasPin={status.set} onSaved={setSavedAt} onLost={reload} />
    </main>
  );
};

export const page: ScreenPage = { Component: UssdPinPage, data: getPinStatus };
