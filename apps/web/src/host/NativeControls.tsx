import type { Language } from '@tz-loan/contract/platform/language';
import { USSD_DEMO_SERVICE_CODE } from '@tz-loan/contract/ussd/paths';
import type { ClientType } from './session.ts';
import { T, useSay } from './texts.ts';

type Props = {
  clientType: ClientType;
  webviewOpen: boolean;
  onClientType: (clientType: ClientType) => void;
  language: Language;
  onLanguage: (language: Language) => void;
  onNativeBack: () => void;
  /** Opens the phone's dialler, to try the USSD service. */
  onUssd: () => void;
};

const LANGUAGE_NAMES: Record<Language, string> = { sw: 'Kiswahili', en: 'English' };

/** What a person holding the phone could do outside the web app: the back key, and which phone it is. */
export const NativeControls = ({
  clientType,
  webviewOpen,
  onClientType,
  language,
  onLanguage,
  onNativeBack,
  onUssd,
}: Props) => {
  const say = useSay();
  return (
    <section className="controls">
      <div className="controls__head">
        <h1>{say(T.nativeHost)}</h1>
        <p>{say(T.nativeHostNote)}</p>
      </div>
      <div className="controls__row">
        <button type="button" className="btn btn--dark" onClick={onNativeBack}>
          {say(T.nativeBack)}
        </button>
        <span className="controls__state">{webviewOpen ? say(T.webviewOpen) : say(T.noWebviewOpen)}</span>
      </div>
      <div className="controls__row">
        <button type="button" className="btn btn--dark" onClick={onUssd}>
          {say(T.ussdEntry)}
        </button>
        <span className="controls__state">{say(T.ussdEntryNote, { code: USSD_DEMO_SERVICE_CODE })}</span>
      </div>
      <fieldset className="segmented">
        <legend>{say(T.clientType)}</legend>
        {(['android', 'ios'] as const).map((type) => (
          <label key={type} className="segmented__option">
            <input
              type="radio"
              name="clientType"
              value={type}
              checked={clientType === type}
              onChange={() => onClientType(type)}
            />
            <span>{type === 'android' ? 'Android' : 'iOS'}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="segmented">
        <legend>{say(T.phoneLanguage)}</legend>
        {(['sw', 'en'] as const).map((option) => (
          <label key={option} className="segmented__option">
            <input
              type="radio"
              name="language"
              value={option}
              checked={language === option}
              onChange={() => onLanguage(option)}
            />
            <span>{LANGUAGE_NAMES[option]}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
};
