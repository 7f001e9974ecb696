import { formatMoney } from '@tz-loan/contract/platform/money';

/** Minor units as the app shows them, with the sign a ledger entry or a refund may carry. */
export const money = (minor: number) => `${minor < 0 ? '−' : ''}${formatMoney(Math.abs(minor))} TZS`;

/** An ISO time as the staff read it: date and minutes, in the browser's time zone. */
export const when = (iso: string | null | undefined) => (iso ? iso.replace('T', ' ').slice(0, 16) : '');
