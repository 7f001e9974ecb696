import type { Language } from '@tz-loan/contract/language';
import type { ClientType } from './session.ts';

type Props = {
  clientType: ClientType;
  webviewOpen: boolean;
  onClientType: (clientType: ClientType) => void;
  language: Language;
  onLanguage: (language: Language) => void;
  onNativeBack: () => void;
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
}: Props) => (
  <section className="controls">
    <div className="controls__head">
      <h1>Native host</h1>
      <p>This page plays the lender's Android/iOS app: the web app runs in the phone's webview.</p>
    </div>
    <div className="controls__row">
      <button type="button" className="btn btn--dark" onClick={onNativeBack}>
        Native back
      </button>
      <span className="controls__state">{webviewOpen ? 'Webview open' : 'No webview open'}</span>
    </div>
    <fieldset className="segmented">
      <legend>Client type (next webview)</legend>
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
      <legend>Phone language (the webview opens in it)</legend>
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
