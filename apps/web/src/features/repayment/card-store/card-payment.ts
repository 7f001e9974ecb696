import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SMS_CODE_LENGTH } from '@tz-loan/contract/platform/constants';
import type { Envelope } from '@tz-loan/contract/platform/envelope';
import type { BankCard, RepaymentCommitData } from '@tz-loan/contract/repayment/card-store';
import { showInfo } from '../../../shared/ui/toast.ts';
import { getRepaymentWayAgain } from './api/get-repayment-way.ts';
import { repaymentCommit } from './api/repayment-commit.ts';
import { repaymentConfirm } from './api/repayment-confirm.ts';
import { createOnceAction, type OnceAction } from './once-action.ts';
import { NO_CARD, SHORT_CODE, toastNoAnswer, toastRefusal } from './pay-texts.ts';

// The card payment's steps, loaded when Pay is first tapped: the screen's first load goes without them.

/** What one visit of `#/borrowDetail` keeps between taps. */
export type PayState = {
  orderId: string;
  /** Spent by a commit the server answered; an unanswered one is retried with it. */
  token: string | null;
  commit?: OnceAction;
  confirm?: OnceAction;
};

export const noCard = async () => showInfo(i18n._(NO_CARD));

/** What an answer holds; its refusal, or the lack of one, said. */
const dataOf = <T>(answer: Envelope<T> | 'no-answer' | undefined): T | null => {
  if (answer === undefined) return null;
  if (answer === 'no-answer') {
    toastNoAnswer();
    return null;
  }
  if (answer.code !== 0 || !answer.data) {
    toastRefusal(answer);
    return null;
  }
  return answer.data;
};

const freshToken = async (state: PayState): Promise<string | null> => {
  if (state.token) return state.token;
  const way = await getRepaymentWayAgain(state.orderId).catch(() => null);
  if (!way) toastNoAnswer();
  else if (way.code !== 0 || !way.data) toastRefusal(way);
  state.token = way?.data?.repayToken ?? null;
  return state.token;
};

/** `repayment-commit` with the card: its answer, or null once the refusal has been said. */
export const commitPayment = async (
  state: PayState,
  card: BankCard,
  amount: number,
): Promise<RepaymentCommitData | null> => {
  const repayToken = await freshToken(state);
  if (!repayToken) return null;
  const input = {
    orderId: state.orderId,
    amount,
    cardId: card.id,
    repayToken,
    bankName: card.bankName,
    cardNo: card.cardNo.slice(-4),
    bankCode: card.bankCode,
    couponId: '',
    sendMsg: '1',
  };
  state.commit ??= createOnceAction();
  const answer = await state.commit.run(input, (idempotencyKey) =>
    repaymentCommit(input, {
      idempotencyKey,
      silent: true,
      loading: i18n._(msg`Paying…`),
    }),
  );
  const data = dataOf(answer);
  if (data) state.token = null;
  return data;
};

/** `repayment-confirm` with the SMS code: the settled payment, or null once the refusal has been said. */
export const confirmPayment = async (state: PayState, recordId: string, code: string) => {
  if (code.trim().length < SMS_CODE_LENGTH) {
    showInfo(i18n._(SHORT_CODE));
    return null;
  }
  const input = { orderId: state.orderId, repaymentRecordId: recordId, verifyCode: code.trim() };
  state.confirm ??= createOnceAction();
  const answer = await state.confirm.run(input, (idempotencyKey) =>
    repaymentConfirm(input, {
      idempotencyKey,
      silent: true,
      loading: i18n._(msg`Confirming…`),
    }),
  );
  return dataOf(answer);
};
