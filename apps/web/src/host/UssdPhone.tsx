import { USSD_DEMO_SERVICE_CODE } from '@tz-loan/contract/ussd/paths';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPhone } from './format.ts';
import { PhoneIcon } from './icons.tsx';
import { Sheet } from './Sheet.tsx';
import { T, useSay } from './texts.ts';
import {
  newUssdSessionId,
  postUssd,
  USSD_NETWORK_CODE,
  type UssdFields,
  type UssdScreen,
  ussdText,
} from './ussd.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

type Step =
  | { type: 'keypad' }
  | { type: 'running' }
  | { type: 'menu'; text: string }
  | { type: 'end'; text: string };

type Props = {
  /** The number the gateway names as the caller (`+255…`), or null when the phone knows none yet. */
  phone: string | null;
  onClose: () => void;
};

/**
 * The phone's dialler and the USSD dialogs it shows (PRODUCT.md §22): each screen of the lender's USSD
 * service is asked for exactly as Africa's Talking asks, so the service is tried here as a phone would.
 */
export const UssdPhone = ({ phone, onClose }: Props) => {
  const say = useSay();
  const [dialled, setDialled] = useState('');
  const [step, setStep] = useState<Step>({ type: 'keypad' });
  const session = useRef<{ fields: Omit<UssdFields, 'text'>; answers: string[] } | null>(null);
  const running = useRef<AbortController | null>(null);
  const numberId = useId();

  useEffect(() => () => running.current?.abort(), []);

  const show = (screen: UssdScreen) => setStep({ type: screen.ends ? 'end' : 'menu', text: screen.text });

  const ask = async (answers: string[]) => {
    const current = session.current;
    if (!current) return;
    current.answers = answers;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStep({ type: 'running' });
    try {
      show(await postUssd({ ...current.fields, text: ussdText(answers) }, controller.signal));
    } catch {
      if (!controller.signal.aborted) setStep({ type: 'end', text: say(T.ussdFailed) });
    }
  };

  const call = (event?: FormEvent) => {
    event?.preventDefault();
    const serviceCode = dialled.trim();
    if (!serviceCode) return;
    if (serviceCode !== USSD_DEMO_SERVICE_CODE)
      return setStep({ type: 'end', text: say(T.unknownServiceCode) });
    if (!phone) return setStep({ type: 'end', text: say(T.ussdNoPhone) });
    session.current = {
      fields: {
        sessionId: newUssdSessionId(),
        serviceCode,
        phoneNumber: phone,
        networkCode: USSD_NETWORK_CODE,
      },
      answers: [],
    };
    void ask([]);
  };

  const hangUp = () => {
    running.current?.abort();
    session.current = null;
    onClose();
  };

  if (step.type === 'keypad')
    return (
      <Sheet title={say(T.ussdDialler)} onClose={onClose}>
        <form className="dialler" onSubmit={call}>
          <p className="dialler__from">
            {phone ? say(T.ussdFrom, { phone: formatPhone(phone.slice(1)) }) : say(T.ussdNoPhone)}
          </p>
          <label className="dialler__label" htmlFor={numberId}>
            {say(T.numberToDial)}
          </label>
          <input
            id={numberId}
            className="dialler__number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={USSD_DEMO_SERVICE_CODE}
            value={dialled}
            onChange={(event) => setDialled(event.target.value.replace(/[^\d*#]/g, ''))}
          />
          <div className="dialler__keys">
            {KEYS.map((key) => (
              <button
                key={key}
                type="button"
                className="dialler__key"
                onClick={() => setDialled((number) => number + key)}
              >
                {key}
              </button>
            ))}
          </div>
          <div className="dialler__actions">
            <button
              type="button"
              className="dialler__delete"
              disabled={dialled === ''}
              onClick={() => setDialled((number) => number.slice(0, -1))}
            >
              {say(T.deleteDigit)}
            </button>
            <button
              type="submit"
              className="dialler__call"
              aria-label={say(T.call)}
              disabled={dialled === ''}
            >
              <PhoneIcon size={24} />
            </button>
          </div>
        </form>
      </Sheet>
    );

  return (
    <UssdDialog
      step={step}
      onSend={(answer) => void ask([...(session.current?.answers ?? []), answer])}
      onClose={hangUp}
    />
  );
};

type DialogProps = {
  step: Exclude<Step, { type: 'keypad' }>;
  onSend: (answer: string) => void;
  onClose: () => void;
};

/** The phone's USSD dialog: the service's text, and an answer to send while the session goes on. */
const UssdDialog = ({ step, onSend, onClose }: DialogProps) => {
  const say = useSay();
  const ids = { text: useId(), answer: useId() };
  const [answer, setAnswer] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() === '') return;
    onSend(answer.trim());
    setAnswer('');
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="ussd-layer">
      <div
        className="ussd"
        role="dialog"
        aria-modal="true"
        aria-label={say(T.ussdDialog)}
        aria-describedby={ids.text}
        aria-busy={step.type === 'running'}
        data-testid="ussd-dialog"
      >
        <p id={ids.text} className="ussd__text ussd__text--screen">
          {step.type === 'running' ? say(T.ussdRunning) : step.text}
        </p>
        {step.type === 'end' && (
          <div className="ussd__actions">
            {/* biome-ignore lint/a11y/noAutofocus: the phone's dialog takes its focus, as USSD does. */}
            <button type="button" onClick={onClose} autoFocus>
              {say(T.ok)}
            </button>
          </div>
        )}
        {step.type === 'running' && (
          <div className="ussd__actions">
            <button type="button" onClick={onClose}>
              {say(T.cancel)}
            </button>
          </div>
        )}
        {step.type === 'menu' && (
          <form onSubmit={send}>
            <label htmlFor={ids.answer} className="ussd__label">
              {say(T.ussdAnswer)}
            </label>
            <input
              id={ids.answer}
              className="ussd__pin ussd__answer"
              autoComplete="off"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              // biome-ignore lint/a11y/noAutofocus: the phone's dialog takes its focus, as USSD does.
              autoFocus
            />
            <div className="ussd__actions">
              <button type="button" onClick={onClose}>
                {say(T.cancel)}
              </button>
              <button type="submit" disabled={answer.trim() === ''}>
                {say(T.send)}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
};
