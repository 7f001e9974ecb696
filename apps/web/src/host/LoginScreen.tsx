import { sendSmsCode, smsLogin } from '@tz-loan/contract/auth/calls';
import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import { SMS_CODE_LENGTH } from '@tz-loan/contract/platform/constants';
import { normalizePhone } from '@tz-loan/contract/platform/phone';
import { SCREEN } from '@tz-loan/contract/screens';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, callApi } from './api.ts';
import { MessageIcon } from './icons.tsx';
import type { Session } from './session.ts';
import { type Sms, smsBaseline, waitForCode } from './sms.ts';
import { T, useSay } from './texts.ts';

const DEMO_PHONE = '0700000001';

type Props = {
  params: CommonParams;
  deviceId: string;
  notice: string | null;
  onLoggedIn: (session: Session) => void;
  /** A page the terms name (the loan agreement, the privacy policy), opened in the webview. */
  onOpenScreen: (path: string) => void;
  /** The number as typed: the phone's dialler calls from it before a login. */
  onPhoneTyped?: (phone: string) => void;
};

export const LoginScreen = ({ params, deviceId, notice, onLoggedIn, onOpenScreen, onPhoneTyped }: Props) => {
  const say = useSay();
  const errorText = (error: unknown) => (error instanceof ApiError ? error.message : say(T.somethingWrong));
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'login' | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sms, setSms] = useState<Sms | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const polling = useRef<AbortController | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => () => polling.current?.abort(), []);
  useEffect(() => onPhoneTyped?.(phone), [phone, onPhoneTyped]);

  const waiting = resendAt > now;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const sendCode = async () => {
    setError(null);
    if (!normalizePhone(phone)) {
      setError(say(T.invalidPhone));
      return;
    }
    setBusy('send');
    polling.current?.abort();
    const controller = new AbortController();
    polling.current = controller;
    try {
      const baseline = await smsBaseline(phone, params);
      const { resendAfterSeconds } = await callApi(sendSmsCode, { phone }, params);
      setNow(Date.now());
      setResendAt(Date.now() + resendAfterSeconds * 1000);
      setCodeSent(true);
      setSms(null);
      codeInput.current?.focus();
      const message = await waitForCode(phone, params, baseline, controller.signal);
      if (message) setSms(message);
      else if (!controller.signal.aborted) setError(say(T.noSmsArrived));
    } catch (err) {
      if (!controller.signal.aborted) setError(errorText(err));
    } finally {
      setBusy((current) => (current === 'send' ? null : current));
    }
  };

  const logIn = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!normalizePhone(phone)) {
      setError(say(T.invalidPhone));
      return;
    }
    if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)) {
      setError(say(T.enterCode, { digits: SMS_CODE_LENGTH }));
      return;
    }
    setBusy('login');
    try {
      const session = await callApi(smsLogin, { phone, code, deviceId }, params);
      polling.current?.abort();
      onLoggedIn(session);
    } catch (err) {
      setError(errorText(err));
      setBusy(null);
    }
  };

  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));

  return (
    <div className="login">
      {sms && (
        <button
          type="button"
          className="sms-banner"
          data-testid="sms-banner"
          onClick={() => {
            if (sms.code) setCode(sms.code);
            setSms(null);
          }}
        >
          <span className="sms-banner__app">
            <MessageIcon size={14} /> {say(T.smsApp)}
          </span>
          <strong className="sms-banner__from">TZ Loan</strong>
          <span className="sms-banner__text">{sms.text}</span>
          {sms.code && <span className="sms-banner__hint">{say(T.smsTapToFill)}</span>}
        </button>
      )}

      <div className="login__brand">
        <div className="login__logo" aria-hidden="true">
          TZ
        </div>
        <h1>TZ Loan</h1>
        <p>{say(T.appTagline)}</p>
      </div>

      <form className="login__form" onSubmit={logIn} noValidate>
        {notice && (
          <p className="login__notice" role="status">
            {notice}
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-phone`}>
            {say(T.mobileNumber)}
          </label>
          <span className="field__row">
            <input
              id={`${id}-phone`}
              data-testid="phone-input"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0712345678"
              maxLength={16}
              value={phone}
              onChange={(e) => setPhone(e.target.value.replace(/[^\d+ ]/g, ''))}
            />
            <button
              type="button"
              className="btn btn--ghost"
              data-testid="send-code"
              onClick={sendCode}
              disabled={busy === 'send' || waiting}
            >
              {busy === 'send'
                ? say(T.sending)
                : waiting
                  ? say(T.resendIn, { seconds: secondsLeft })
                  : say(T.sendCode)}
            </button>
          </span>
        </div>
        <p className="field__hint">
          {say(T.demoBorrower)}{' '}
          <button type="button" className="link" onClick={() => setPhone(DEMO_PHONE)}>
            {DEMO_PHONE}
          </button>{' '}
          · {say(T.anyOtherNumber)}
        </p>

        <label className="field">
          <span className="field__label">{say(T.verificationCode)}</span>
          <input
            ref={codeInput}
            data-testid="code-input"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={codeSent ? say(T.codeFromSms, { digits: SMS_CODE_LENGTH }) : say(T.sendCodeFirst)}
            maxLength={SMS_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </label>

        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}

        <button
          type="submit"
          className="btn btn--primary btn--block"
          data-testid="login-submit"
          disabled={busy === 'login'}
        >
          {busy === 'login' ? say(T.loggingIn) : say(T.logIn)}
        </button>
        <p className="login__terms">
          {say(T.termsBefore)}
          <button type="button" className="link" onClick={() => onOpenScreen(SCREEN.loanAgreement)}>
            {say(T.loanAgreement)}
          </button>
          {say(T.termsAnd)}
          <button type="button" className="link" onClick={() => onOpenScreen(SCREEN.privacyPolicy)}>
            {say(T.privacyPolicyLower)}
          </button>
          {say(T.termsAfter)}
        </p>
      </form>
    </div>
  );
};
