import '../../../shared/ui/text-input.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SMS_CODE_LENGTH } from '@tz-loan/contract/platform/constants';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { useId, useState } from 'react';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useCountdown } from './countdown.ts';
import type { PendingPayment } from './use-card-pay.ts';

type Props = {
  pending: PendingPayment;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
  onResend: () => void;
};

/** The SMS code of a card payment (needValid 1), with the 60 s countdown before another can be asked for. */
export const CodeDialog = ({ pending, busy, onConfirm, onCancel, onResend }: Props) => {
  const { t } = useLingui();
  const id = useId();
  const [code, setCode] = useState('');
  const seconds = useCountdown(pending.deadline);
  const amount = formatMoney(pending.amount);
  const card = pending.card.cardNo.slice(-4);
  return (
    <Dialog
      visible
      title={t`Enter the verification code`}
      className="cs-code-dialog"
      actions={[
        { key: 'cancel', text: t`Cancel`, onClick: onCancel },
        { key: 'confirm', text: t`Confirm`, primary: true, disabled: busy, onClick: () => onConfirm(code) },
      ]}
    >
      <p>
        <Trans>
          We sent a code by SMS to pay {amount} TZS with the card ending {card}.
        </Trans>
      </p>
      <label className="cs-label" htmlFor={id}>
        <Trans>SMS code</Trans>
      </label>
      <div className="cs-code-row">
        <input
          id={id}
          className="text-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
        />
        <button
          type="button"
          className="cs-get-code"
          disabled={seconds > 0 || busy}
          onClick={() => {
            setCode('');
            onResend();
          }}
        >
          {seconds > 0 ? t`Resend in ${seconds} s` : t`Get code`}
        </button>
      </div>
    </Dialog>
  );
};
