import '../../../shared/ui/text-input.css';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RepaymentWayData } from '@tz-loan/contract/repayment/card-store';
import { SCREEN } from '@tz-loan/contract/screens';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { appUrl } from '../../../shared/query/app-url.ts';
import { showInfo } from '../../../shared/ui/toast.ts';
import { addCard } from './api/add-card.ts';
import { groupCardNumber, isCardNumber, isExpiryValid, typeExpiry } from './card-number.ts';
import { useOnceAction } from './once-action.ts';
import { toastNoAnswer, toastRefusal } from './pay-texts.ts';

const PROBLEMS = {
  number: msg`Check the card number: it is not a valid card number`,
  holder: msg`Enter the name on the card`,
  expiry: msg`Enter the expiry date as MM/YY, not in the past`,
  bank: msg`Choose the bank of the card`,
};

type Props = { orderId: string; banks: RepaymentWayData['banks'] };

/**
 * Number (grouped in fours, Luhn-checked here too), holder, expiry and bank. Never a security code: the
 * server would refuse one. Saved: back to `#/borrowDetail` with the new card chosen.
 */
export const AddCardForm = ({ orderId, banks }: Props) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [expiry, setExpiry] = useState('');
  const [bankCode, setBankCode] = useState('');
  const save = useOnceAction();

  const submit = async () => {
    const problem = !isCardNumber(number)
      ? PROBLEMS.number
      : !holder.trim()
        ? PROBLEMS.holder
        : !isExpiryValid(expiry)
          ? PROBLEMS.expiry
          : !bankCode
            ? PROBLEMS.bank
            : null;
    if (problem) return showInfo(i18n._(problem));
    const input = { cardNo: number.replace(/\s/g, ''), holderName: holder.trim(), expiry, bankCode };
    const answer = await save.run(input, (idempotencyKey) =>
      addCard(input, {
        idempotencyKey,
        silent: true,
        loading: i18n._(msg`Saving…`),
      }),
    );
    if (answer === undefined) return;
    if (answer === 'no-answer') return toastNoAnswer();
    if (answer.code !== 0 || !answer.data) return toastRefusal(answer);
    navigate(appUrl(SCREEN.cardStorePay, { orderId, cardId: answer.data.id }), { replace: true });
  };

  return (
    <main className="cs-page">
      <h1 className="cs-title">
        <Trans>Add a debit card</Trans>
      </h1>
      <form
        className="cs-card cs-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="cs-label">
          <Trans>Card number</Trans>
          <input
            className="text-input"
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            value={number}
            onChange={(event) => setNumber(groupCardNumber(event.target.value))}
          />
        </label>
        <label className="cs-label">
          <Trans>Name on the card</Trans>
          <input
            className="text-input"
            type="text"
            autoComplete="cc-name"
            maxLength={100}
            value={holder}
            onChange={(event) => setHolder(event.target.value)}
          />
        </label>
        <label className="cs-label">
          <Trans>Expiry date (MM/YY)</Trans>
          <input
            className="text-input"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
            value={expiry}
            onChange={(event) => setExpiry(typeExpiry(event.target.value, expiry))}
          />
        </label>
        <label className="cs-label">
          <Trans>Bank</Trans>
          <select
            className="text-input"
            value={bankCode}
            onChange={(event) => setBankCode(event.target.value)}
          >
            <option value="">{t`Choose the bank`}</option>
            {banks.map((bank) => (
              <option key={bank.bankCode} value={bank.bankCode}>
                {bank.bankName}
              </option>
            ))}
          </select>
        </label>
        <p className="cs-note">
          <Trans>
            We keep only the bank, the last four digits and the expiry date. Never share your card's security
            code.
          </Trans>
        </p>
        <button type="submit" className="cs-pay" disabled={save.busy} aria-busy={save.busy}>
          <Trans>Save the card</Trans>
        </button>
      </form>
    </main>
  );
};
