import { formatMoney } from '@tz-loan/contract/platform/money';

/** Minor units as the app shows them, with the sign a ledger entry or a refund may carry. */
export const money = (minor: number) => `${minor < 0 ? '−' : ''}${formatMoney(Math.abs(minor))} TZS`;

/** An ISO time as the staff read it: date and minutes, in the browser's time zone. */
export const when = (iso: string | null | undefined) => {
  if (!iso) return '';
  // Only a time with its zone can be moved to the browser's; one without is shown as written.
  const at = /(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return iso.replace('T', ' ').slice(0, 16);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
};
