import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '@tz-loan/contract/platform/constants';
import { PHONE_INPUT_MAX } from '@tz-loan/contract/platform/phone-rule';
import type { TemplateConfig } from '@tz-loan/contract/promotion/calls';
import { SCREEN } from '@tz-loan/contract/screens';
import { useId, useState } from 'react';
import { usePageScope } from '../../shared/scope/page-scope.ts';
import { useAppUrl } from '../../shared/scope/use-page-urls.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { showInfo } from '../../shared/ui/toast.ts';
import { useCooldown } from '../../shared/ui/use-cooldown.ts';
import { captchaProblem, checkPhone, codeProblem, WRONG_PHONE } from './form-checks.ts';
import type { Landing } from './landing-context.ts';
import { trackingOf, trackRegisterClick } from './tracking.ts';
import { captchaSrc, useCaptcha } from './use-captcha.ts';
import { useRegistration } from './use-registration.ts';

type FormProps = {
  template: TemplateConfig;
  landing: Landing;
  /** The captcha's sid the page came with; empty: the form asks for one. */
  sid: string;
};

/** The landing's form: phone, the picture's characters, the SMS code, the terms and Register. */
export const RegisterForm = ({ template, landing, sid }: FormProps) => {
  const { t, i18n } = useLingui();
  const { query } = usePageScope();
  const appUrl = useAppUrl();
  const ids = useId();
  const [phone, setPhone] = useState('');
  const [capcode, setCapcode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const captcha = useCaptcha(sid);
  const cooldown = useCooldown();
  const seconds = cooldown.left;
  const newPicture = () => {
    setCapcode('');
    void captcha.refresh();
  };
  const calls = useRegistration(landing, newPicture);
  const say = (problem: MessageDescriptor) => showInfo(i18n._(problem));

  // SPEC.md §5: a new picture only for a visitor who has typed a phone.
  const refreshPicture = () => {
    if ('problem' in checkPhone(phone)) return say(WRONG_PHONE);
    newPicture();
  };

  const getCode = async () => {
    if (cooldown.running()) return showInfo(t`A code was just sent; please wait before asking again`);
    const checked = checkPhone(phone);
    if ('problem' in checked) return say(checked.problem);
    if (captcha.bound) {
      newPicture();
      return showInfo(t`Enter the characters in the new picture, then ask for the code again`);
    }
    const problem = captchaProblem(capcode);
    if (problem) return say(problem);
    const wait = await calls.sendCode({ phone: checked.phone, capcode: capcode.trim(), sid: captcha.sid });
    if (wait !== null) {
      captcha.bind();
      cooldown.start(wait);
    }
  };

  const submit = () => {
    void trackRegisterClick({ ...trackingOf(landing), phone });
    const checked = checkPhone(phone);
    if ('problem' in checked) return say(checked.problem);
    const problem = captchaProblem(capcode) ?? codeProblem(smsCode);
    if (problem) return say(problem);
    void calls.registerPhone({ phone: checked.phone, capcode: capcode.trim(), sid: captcha.sid, smsCode });
  };

  return (
    <form
      className="pr-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="pr-label" htmlFor={`${ids}phone`}>
        <Trans>Mobile number</Trans>
      </label>
      <input
        id={`${ids}phone`}
        className="pr-input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX}
        placeholder="0712 345 678"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <label className="pr-label" htmlFor={`${ids}captcha`}>
        <Trans>Characters in the picture</Trans>
      </label>
      <div className="pr-row">
        <input
          id={`${ids}captcha`}
          className="pr-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CAPTCHA_LENGTH}
          value={capcode}
          onChange={(event) => setCapcode(event.target.value)}
        />
        <button type="button" className="pr-captcha" onClick={refreshPicture}>
          {captcha.sid ? (
            <img
              src={captchaSrc(captcha.sid, query.mock())}
              width={96}
              height={40}
              alt={t`Characters to copy. Tap for new ones`}
            />
          ) : (
            <Trans>New picture</Trans>
          )}
        </button>
      </div>
      <label className="pr-label" htmlFor={`${ids}code`}>
        <Trans>Verification code</Trans>
      </label>
      <div className="pr-row">
        <input
          id={`${ids}code`}
          className="pr-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          value={smsCode}
          onChange={(event) => setSmsCode(event.target.value.replace(/\D/g, ''))}
        />
        <button
          type="button"
          className="pr-get-code"
          data-waiting={seconds > 0 || undefined}
          disabled={calls.busy}
          onClick={() => void getCode()}
        >
          {seconds > 0 ? t`Resend in ${seconds} s` : t`Get code`}
        </button>
      </div>
      <p className="pr-terms">
        <Trans>
          By registering you agree to the{' '}
          <Link to={appUrl(SCREEN.promotionTerms, { id: landing.templateId })}>registration terms</Link>.
        </Trans>
      </p>
      <button type="submit" className="pr-submit" disabled={calls.busy}>
        {template.buttonText}
      </button>
    </form>
  );
};
