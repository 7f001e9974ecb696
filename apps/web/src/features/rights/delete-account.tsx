import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CallData } from '@tz-loan/contract/platform/call';
import type { deleteAccount } from '@tz-loan/contract/rights/calls';
import { useState } from 'react';
import { sendToNative } from '../../shared/bridge/bridge.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { KeepDate } from '../../shared/ui/keep-dates.tsx';
import { closeAccount } from './api/calls.ts';

type Closed = CallData<typeof deleteAccount>;

/** What closing erased and what is kept, and until when; in the app, then back to its login. */
export const ClosedAccount = ({ closed, inApp = true }: { closed: Closed; inApp?: boolean }) => (
  <section className="md-closed" aria-live="polite">
    <h2>
      <Trans>Your account is closed</Trans>
    </h2>
    <h3>
      <Trans>Erased</Trans>
    </h3>
    <ul>
      {closed.erased.map((what) => (
        <li key={what}>{what}</li>
      ))}
    </ul>
    <h3>
      <Trans>Kept, as the law requires</Trans>
    </h3>
    <ul>
      {closed.kept.map((item) => (
        <li key={item.what}>
          <Trans>
            {item.what}, until <KeepDate>{item.until}</KeepDate>
          </Trans>
        </li>
      ))}
    </ul>
    {inApp && (
      <button type="button" className="page-button" onClick={() => sendToNative('offToLogin', {})}>
        <Trans>OK</Trans>
      </button>
    )}
  </section>
);

/** The second asking before an account is closed, in the app and on the page outside it. */
export const ConfirmDeletion = ({
  visible,
  onCancel,
  onConfirm,
}: {
  visible: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const { t } = useLingui();
  return (
    <Dialog
      visible={visible}
      title={t`Delete your account?`}
      actions={[
        { key: 'cancel', text: t`Cancel`, onClick: onCancel },
        { key: 'delete', text: t`Delete`, primary: true, onClick: onConfirm },
      ]}
    >
      <Trans>
        You will be logged out and cannot log in again. What the law does not oblige us to keep is erased at
        once; loan and payment records are kept for the years the law requires.
      </Trans>
    </Dialog>
  );
};

/** 'Delete my account', asked twice; an open loan is refused by the server in its own words. */
export const DeleteAccount = ({ onClosed }: { onClosed: (closed: boolean) => void }) => {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const [closed, setClosed] = useState<Closed | null>(null);
  if (closed) return <ClosedAccount closed={closed} />;
  const confirm = async () => {
    setAsking(false);
    const answer = await closeAccount({ loading: i18n._(msg`Closing your account…`) });
    if (answer.data) {
      setClosed(answer.data);
      onClosed(true);
    }
  };
  return (
    <>
      <button type="button" className="page-button page-button--danger" onClick={() => setAsking(true)}>
        {t`Delete my account`}
      </button>
      <ConfirmDeletion visible={asking} onCancel={() => setAsking(false)} onConfirm={confirm} />
    </>
  );
};
