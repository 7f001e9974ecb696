import { useId, useState } from 'react';
import { formatAmount } from './format.ts';
import { T, useSay } from './texts.ts';
import type { WalletPrompt } from './wallet-prompts.ts';

/** The sandbox takes any PIN of this length, as the wallets' PINs are. */
const PIN_LENGTH = 4;

type Props = { prompt: WalletPrompt; onAnswer: (reference: string, choice: 'approve' | 'decline') => void };

/** The wallet's USSD push on the phone: the payment to approve with the PIN, or cancel. */
export const WalletPromptOverlay = ({ prompt, onAnswer }: Props) => {
  const say = useSay();
  const ids = { question: useId(), pin: useId(), problem: useId() };
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const approve = () => {
    if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) return setWrong(true);
    onAnswer(prompt.reference, 'approve');
  };
  return (
    <div className="ussd-layer">
      <div
        className="ussd"
        role="alertdialog"
        aria-modal="true"
        aria-label={say(T.walletPrompt)}
        aria-describedby={ids.question}
        data-testid="wallet-prompt"
      >
        <p id={ids.question} className="ussd__text">
          {say(T.walletPromptQuestion, {
            wallet: prompt.wallet,
            amount: formatAmount(prompt.amount),
            payee: prompt.payee,
          })}
        </p>
        <p className="ussd__to">{say(T.walletPromptTo, { phone: prompt.phone })}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            approve();
          }}
        >
          <label htmlFor={ids.pin} className="ussd__label">
            {say(T.walletPin)}
          </label>
          <input
            id={ids.pin}
            className="ussd__pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PIN_LENGTH}
            value={pin}
            aria-invalid={wrong}
            aria-describedby={wrong ? ids.problem : undefined}
            onChange={(event) => {
              setPin(event.target.value.replace(/\D/g, ''));
              setWrong(false);
            }}
            // biome-ignore lint/a11y/noAutofocus: a pushed prompt takes the phone's focus, as USSD does.
            autoFocus
          />
          {wrong && (
            <p id={ids.problem} className="ussd__problem" role="alert">
              {say(T.walletPinNeeded, { digits: PIN_LENGTH })}
            </p>
          )}
          <div className="ussd__actions">
            <button type="button" onClick={() => onAnswer(prompt.reference, 'decline')}>
              {say(T.cancel)}
            </button>
            <button type="submit">{say(T.walletApprove)}</button>
          </div>
        </form>
      </div>
    </div>
  );
};
