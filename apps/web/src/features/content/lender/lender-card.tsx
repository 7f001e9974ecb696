import { useLingui } from '@lingui/react/macro';
import type { LenderDetailsData } from '@tz-loan/contract/content/calls';
import type { MouseEvent } from 'react';
import { sendToNative } from '../../../shared/bridge/bridge.ts';

type Props = {
  /** undefined while they come, null when they could not be had. */
  details: LenderDetailsData | null | undefined;
  /** In the app, a call goes through the native app: a webview cannot dial a `tel:` link itself. */
  inApp?: boolean;
};

/** The lender as its settings name it (PRODUCT.md §15): whom a borrower writes to, calls or visits. */
export const LenderCard = ({ details, inApp = false }: Props) => {
  const { t } = useLingui();
  if (details === undefined) return <div className="lender-card" aria-busy="true" />;
  if (details === null) {
    return (
      <p className="content-note">{t`The lender's details could not be loaded. Please try again later.`}</p>
    );
  }
  const { name, licence, address, telephone, email } = details.lender;
  const call = (event: MouseEvent) => {
    if (!inApp) return;
    event.preventDefault();
    sendToNative('callTelephone', { phone: telephone });
  };
  return (
    <dl className="lender-card">
      <div>
        <dt>{t`Registered name`}</dt>
        <dd>{name}</dd>
      </div>
      <div>
        <dt>{t`Licence number`}</dt>
        <dd>{licence}</dd>
      </div>
      <div>
        <dt>{t`Address`}</dt>
        <dd>{address}</dd>
      </div>
      <div>
        <dt>{t`Telephone`}</dt>
        <dd>
          <a href={`tel:${telephone.replace(/[^\d+]/g, '')}`} onClick={call}>
            {telephone}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t`E-mail`}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </div>
    </dl>
  );
};
