import '../../../shared/ui/text-input.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { normalizePhone, PHONE_INPUT_MAX } from '@tz-loan/contract/platform/phone-rule';
import { MOBILE_MONEY_WALLETS, walletForPhone, walletLogo } from '@tz-loan/contract/repayment/mobile-money';
import type { PushView } from '@tz-loan/contract/repayment/push';
import { useId, useState } from 'react';
import type { PushFacts, PushOrder } from './push-order.ts';

type Props = {
  order: PushOrder;
  facts: PushFacts | null;
  /** The push tried last: its wallet and number are offered again. */
  last: PushView | null;
  busy: boolean;
  refusal: string;
  onPay: (wallet: string, phone: string) => void;
};

/** The wallet a number suggests: its network's, or for the borrower's own number the one they use. */
const suggested = (phone: string, facts: PushFacts | null) =>
  walletForPhone(phone) || (facts && phone === facts.ownPhone ? facts.ownWallet : '');

/**
 * The wallet (the one of the number's network chosen until the borrower picks another), the number
 * (their own unless they type another) and Pay. Nothing is sent for a malformed number or no wallet.
 */
export const PushForm = ({ order, facts, last, busy, refusal, onPay }: Props) => {
  const { t } = useLingui();
  const ids = { name: useId(), phone: useId(), problem: useId() };
  const [typed, setTyped] = useState<string | null>(null);
  // A wallet the borrower chose themselves stays chosen whatever the number; one the last push used
  // counts as chosen when its number does not suggest it.
  const [picked, setPicked] = useState<string | null>(() =>
    last && walletForPhone(last.phone) !== last.wallet ? last.wallet : null,
  );
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const phone = typed ?? last?.phone ?? facts?.ownPhone ?? '';
  const wallet = picked ?? suggested(phone, facts);
  const normalized = normalizePhone(phone);
  const phoneWrong = checked && normalized === null;
  const amount = order.amount;
  const shown = amount === null ? '' : formatMoney(amount);

  const problem = phoneWrong
    ? t`Enter a Tanzanian mobile number, such as 0712 345 678`
    : tried && !wallet
      ? t`Choose your wallet`
      : tried && order.amountProblem
        ? order.amountProblem
        : '';

  const pay = () => {
    setChecked(true);
    setTried(true);
    if (normalized === null || !wallet || amount === null || order.amountProblem) return;
    onPay(wallet, normalized);
  };

  return (
    <form
      className="push-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      {amount !== null && (
        <p className="push-amount">
          <Trans>Amount: {shown} TZS</Trans>
        </p>
      )}
      <fieldset className="push-wallets">
        <legend className="push-label">
          <Trans>Wallet</Trans>
        </legend>
        {MOBILE_MONEY_WALLETS.map((each) => (
          <label key={each.code} className="push-wallet">
            <input
              type="radio"
              name={ids.name}
              value={each.code}
              checked={each.code === wallet}
              onChange={() => setPicked(each.code)}
            />
            <img src={walletLogo(each)} alt="" width={40} height={20} />
            <span>{each.name}</span>
          </label>
        ))}
      </fieldset>
      <label className="push-label" htmlFor={ids.phone}>
        <Trans>Phone number</Trans>
      </label>
      <input
        id={ids.phone}
        className="text-input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX}
        value={phone}
        aria-invalid={phoneWrong}
        aria-describedby={problem ? ids.problem : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => setChecked(phone.trim() !== '')}
      />
      {problem && (
        <p id={ids.problem} className="push-problem" role="alert">
          {problem}
        </p>
      )}
      {refusal && (
        <p className="push-problem" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="push-pay" disabled={busy} aria-busy={busy}>
        <Trans>Pay</Trans>
      </button>
    </form>
  );
};
