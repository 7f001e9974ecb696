import '../../shared/ui/text-input.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SMS_CODE_LENGTH } from '@tz-loan/contract/platform/constants';
import { formatPhone } from '@tz-loan/contract/platform/phone-rule';
import { USSD_PIN_LENGTH } from '@tz-loan/contract/ussd/paths';
import { type FormEvent, useId, useState } from 'react';
import { usePageScope } from '../../shared/scope/page-scope.ts';
import { showInfo } from '../../shared/ui/toast.ts';
import { useCooldown } from '../../shared/ui/use-cooldown.ts';
import { sendCode } from './api/send-code.ts';
import { setPin } from './api/set-pin.ts';

type Problem = 'code' | 'pin' | 'again' | null;

const digitsOnly = (value: string, most: number) => value.replace(/\D/g, '').slice(0, most);

/**
 * The login SMS code to the borrower's own phone, then the new PIN twice. Checked here only for what the
 * borrower can fix at once (4 digits, the same twice); every other refusal comes in the server's words.
 */
/**
 * The code, the PIN and the PIN again. Saving sends no idempotency key: the server keeps no hash of a
 * PIN, and the code is spent by the first save. So an answer lost on the way is found out by reading
 * the PIN's state again (`onLost`), not by sending the same save twice.
 */
export const PinForm = ({
  hasPin,
  onSaved,
  onLost,
}: {
  hasPin: boolean;
  onSaved: (setAt: string) => void;
  onLost: () => void;
}) => {
  const { t } = useLingui();
  const ids = { code: useId(), pin: useId(), again: useId(), problem: useId() };
  // The phone the native app says is the borrower's: the server sends the code to that one only.
  const phone = usePageScope().query.common().mobilePhone ?? '';
  const shownPhone = formatPhone(phone);
  const cooldown = useCooldown();
  const seconds = cooldown.left;
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [code, setCode] = useState('');
  const [pin, setPinText] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<Problem>(null);

  const askCode = async () => {
    if (sending || cooldown.running()) return;
    setSending(true);
    try {
      const answer = await sendCode(phone);
      if (answer.data) {
        setCodeSent(true);
        cooldown.start(answer.data.resendAfterSeconds);
        showInfo(t`The code was sent by SMS`);
      }
    } catch {
      showInfo(t`Please check your connection and try again.`);
      onLost();
    } finally {
      setSending(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found: Problem =
      code.length !== SMS_CODE_LENGTH
        ? 'code'
        : pin.length !== USSD_PIN_LENGTH
          ? 'pin'
          : again !== pin
            ? 'again'
            : null;
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      const answer = await setPin({ code, pin }, { loading: t`Saving…` });
      if (answer.data) {
        setCode('');
        setPinText('');
        setAgain('');
        onSaved(answer.data.setAt);
      }
    } catch {
      showInfo(t`Please check your connection and try again.`);
      onLost();
    } finally {
      setSaving(false);
    }
  };

  const problemText =
    problem === 'code'
      ? t`Enter the ${SMS_CODE_LENGTH}-digit code we sent by SMS`
      : problem === 'pin'
        ? t`The PIN must be ${USSD_PIN_LENGTH} digits.`
        : problem === 'again'
          ? t`The two PINs are not the same.`
          : '';
  const describe = (field: Problem) => (problem === field ? ids.problem : undefined);

  return (
    <form className="up-part up-form" onSubmit={save} noValidate aria-labelledby="up-form-title">
      <h2 id="up-form-title">{hasPin ? <Trans>Change your PIN</Trans> : <Trans>Set your PIN</Trans>}</h2>
      {phone ? (
        <p className="up-note">
          <Trans>
            We send a code by SMS to your phone <span className="up-code">{shownPhone}</span>, to be sure it
            is you.
          </Trans>
        </p>
      ) : (
        <p className="up-note">
          <Trans>Open this screen from the app to get a code.</Trans>
        </p>
      )}
      <button
        type="button"
        className="page-button"
        disabled={!phone || sending || seconds > 0}
        onClick={askCode}
      >
        {seconds > 0 ? t`Resend in ${seconds} s` : codeSent ? t`Send the code again` : t`Send code`}
      </button>
      <label htmlFor={ids.code}>
        <Trans>Code from the SMS</Trans>
      </label>
      <input
        id={ids.code}
        className="text-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        value={code}
        aria-invalid={problem === 'code'}
        aria-describedby={describe('code')}
        onChange={(event) => setCode(digitsOnly(event.target.value, SMS_CODE_LENGTH))}
      />
      <label htmlFor={ids.pin}>
        <Trans>New PIN ({USSD_PIN_LENGTH} digits)</Trans>
      </label>
      <input
        id={ids.pin}
        className="text-input up-pin"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={USSD_PIN_LENGTH}
        value={pin}
        aria-invalid={problem === 'pin'}
        aria-describedby={describe('pin')}
        onChange={(event) => setPinText(digitsOnly(event.target.value, USSD_PIN_LENGTH))}
      />
      <label htmlFor={ids.again}>
        <Trans>New PIN again</Trans>
      </label>
      <input
        id={ids.again}
        className="text-input up-pin"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={USSD_PIN_LENGTH}
        value={again}
        aria-invalid={problem === 'again'}
        aria-describedby={describe('again')}
        onChange={(event) => setAgain(digitsOnly(event.target.value, USSD_PIN_LENGTH))}
      />
      {problem && (
        <p id={ids.problem} className="up-problem" role="alert">
          {problemText}
        </p>
      )}
      <button type="submit" className="page-button page-button--primary" disabled={saving}>
        {t`Save PIN`}
      </button>
    </form>
  );
};
