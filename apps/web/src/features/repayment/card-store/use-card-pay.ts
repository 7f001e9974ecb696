import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COUNTDOWN_SECONDS } from '@tz-loan/contract/platform/constants';
import type { BankCard, RepaymentWayData } from '@tz-loan/contract/repayment/card-store';
import { NeedValid } from '@tz-loan/contract/repayment/card-store-paths';
import { SCREEN } from '@tz-loan/contract/screens';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { appUrl } from '../../../shared/query/app-url.ts';
import { showInfo } from '../../../shared/ui/toast.ts';
import type { PayState } from './card-payment.ts';

/** SPEC.md §9: the code may be asked for again after 60 s. */
export const CODE_COUNTDOWN_MS = COUNTDOWN_SECONDS * 1000;

/** A payment waiting for its SMS code, and when the code may be asked for again. */
export type PendingPayment = { recordId: string; amount: number; card: BankCard; deadline: number };

// The calls and their texts come with the first tap on Pay, not with the screen.
const loadCalls = () => import('./card-payment.ts');
const NOT_LOADED = msg`Please check your connection and try again.`;
type Calls = Awaited<ReturnType<typeof loadCalls>>;

/**
 * Pay with a saved card: `repayment-commit` (a payment settled at once, or waiting for its SMS code),
 * then `repayment-confirm` with the code. Each commit uses the repay token once: a later one (the
 * code asked for again, a new payment) takes a fresh token first. Paid: back to `#/borrowDetail`,
 * which loads what is owed again and says what was paid.
 */
export const useCardPay = (data: RepaymentWayData) => {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const state = useRef<PayState>({ orderId: data.orderId, token: data.repayToken });

  const paid = (amount: number, card: BankCard) =>
    navigate(appUrl(SCREEN.cardStorePay, { orderId: data.orderId, cardId: card.id, paid: amount }), {
      replace: true,
    });

  /** One tap at a time, with the calls' module (fetched at the first tap). */
  const step = async (work: (calls: Calls) => Promise<void>) => {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    try {
      await work(await loadCalls());
    } catch {
      showInfo(i18n._(NOT_LOADED));
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  /** No card chosen: said by the calls' module, with the other payment texts. */
  const noCard = () => step(async (calls) => calls.noCard());

  const commit = (card: BankCard, amount: number) =>
    step(async (calls) => {
      const answer = await calls.commitPayment(state.current, card, amount);
      if (!answer) return;
      if (answer.needValid === NeedValid.yes) {
        const deadline = Date.now() + CODE_COUNTDOWN_MS;
        setPending({ recordId: answer.repayRecordId, amount: answer.amount, card, deadline });
      } else paid(answer.amount, card);
    });

  const confirm = (code: string) =>
    step(async (calls) => {
      if (!pending) return;
      const answer = await calls.confirmPayment(state.current, pending.recordId, code);
      if (answer) paid(answer.amount, pending.card);
    });

  /** Cancel: the dialog closes and its countdown with it. */
  const cancel = () => setPending(null);

  /** 'Get code' once the countdown is over: a new commit, so a new code. */
  const resend = () => {
    if (pending) void commit(pending.card, pending.amount);
  };

  return { commit, confirm, cancel, resend, noCard, pending, busy };
};
