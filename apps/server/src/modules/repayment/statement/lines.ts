import { formatDateTime } from '@tz-loan/contract/platform/date';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { StatementLine } from '@tz-loan/contract/repayment/statement';
import type { StatementKind } from '@tz-loan/contract/repayment/statement-paths';
import type { BalanceRow } from '../../../domain/statement.ts';
import { type Language, say } from '../../../shared/i18n.ts';
import { LINE_TEXTS, WAY_TEXTS } from './texts.ts';

const DAY = /(\d{4}-\d{2}-\d{2})/;

// runningLedger writes its notes in English for staff ('accrued to 2026-01-02', '30 days', '1500 paid
// beyond…'); the borrower reads the same facts in their language, so the values are taken back out.
const textOf = (row: BalanceRow, language: Language): string => {
  const day = DAY.exec(row.reference)?.[1] ?? '';
  switch (row.kind) {
    case 'interest':
      return say(day ? LINE_TEXTS.interestTo : LINE_TEXTS.interest, language, { day });
    case 'penalty':
      return say(LINE_TEXTS.penalty, language, { day });
    case 'rollover':
      return say(LINE_TEXTS.rollover, language, { days: /^(\d+)/.exec(row.reference)?.[1] ?? '' });
    case 'credit':
      return say(LINE_TEXTS.credit, language, {
        amount: formatMoney(Number(/^(\d+)/.exec(row.reference)?.[1] ?? 0)),
      });
    case 'payment':
    case 'penalty-payment':
    case 'rollover-payment':
      return say(LINE_TEXTS[row.kind], language, { reference: row.reference });
    default:
      return say(LINE_TEXTS[row.kind as 'payout' | 'fee' | 'write-off'], language);
  }
};

export const statementLines = (rows: readonly BalanceRow[], language: Language): StatementLine[] =>
  rows.map((row) => ({
    date: formatDateTime(row.at),
    kind: row.kind as StatementKind,
    text: textOf(row, language),
    amount: row.amount,
    balance: row.balance,
    paymentId: row.paymentId ?? null,
  }));

/** How a payment came: a confirmed reference, or its trade's way of collecting. */
export const wayText = (payment: { source: string; repayType: string }, language: Language) => {
  if (payment.source === 'utr') return say(WAY_TEXTS.utr, language);
  const known = payment.repayType in WAY_TEXTS ? (payment.repayType as keyof typeof WAY_TEXTS) : 'other';
  return say(WAY_TEXTS[known], language);
};

/** The receipt's number: the payment's own id, which every SMS and screen names it by. */
export const receiptNo = (paymentId: number) => `R${String(paymentId).padStart(8, '0')}`;
