// The rules a typed card meets before it reaches the vault (PRODUCT.md §13). Pure.
import { CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS } from '@tz-loan/contract/repayment/card-store-paths';

/** The digits of a number typed in groups of four (spaces or dashes); null when anything else is in it. */
export const cardDigits = (typed: string): string | null => {
  const digits = typed.replace(/[\s-]/g, '');
  const pattern = new RegExp(`^\\d{${CARD_NUMBER_MIN_DIGITS},${CARD_NUMBER_MAX_DIGITS}}$`);
  return pattern.test(digits) ? digits : null;
};

/** The Luhn checksum every payment card number carries. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** MM/YY (or MM/YYYY) as month and four-digit year; null when it is not one. */
export const parseExpiry = (typed: string): { month: number; year: number } | null => {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};

/** A card is good through the last day of its expiry month; `today` is YYYY-MM-DD (Tanzania). */
export const isExpired = (expiry: { month: number; year: number }, today: string) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expiry.year < year || (expiry.year === year && expiry.month < month);
};

/** The holder's name as printed: letters (any script), spaces, dots, apostrophes and dashes. */
export const holderNameOf = (typed: string): string | null => {
  const name = typed.trim().replace(/\s+/g, ' ');
  return name.length >= 2 && name.length <= 60 && /^[\p{L}][\p{L} .'-]*$/u.test(name) ? name : null;
};

export const formatExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** A card as every answer shows it: its last four digits only. */
export const maskCard = (last4: string) => `**** **** **** ${last4}`;

/** What the app may send as `cardNo` on a payment: the masked card, or nothing (never a whole number). */
export const isMaskedCardNo = (sent: string) => sent === '' || /^[*\s-]*\d{0,4}$/.test(sent);
