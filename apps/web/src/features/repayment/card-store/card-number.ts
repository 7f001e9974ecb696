import { CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS } from '@tz-loan/contract/repayment/card-store-paths';

/** The card number as typed: digits only (at most 19), shown in groups of four (SPEC.md §5). */
export const groupCardNumber = (input: string): string =>
  input
    .replace(/\D/g, '')
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** The Luhn check every card number passes; the server checks it again. */
export const luhnValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** A whole card number: 12 to 19 digits that pass Luhn. */
export const isCardNumber = (grouped: string): boolean => {
  const digits = grouped.replace(/\s/g, '');
  return (
    digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS && luhnValid(digits)
  );
};

/** The expiry as typed: digits only, `MM/YY`, the slash put in after the month. */
export const typeExpiry = (input: string, previous: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit with it, or it would come straight back.
  if (previous.endsWith('/') && input.length < previous.length) return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** A card still good this month (Tanzania time, as the server reads it): `MM/YY`. */
export const isExpiryValid = (expiry: string, now = new Date()): boolean => {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const tanzania = new Date(now.getTime() + 3 * 3_600_000);
  const current = tanzania.getUTCFullYear() * 12 + tanzania.getUTCMonth() + 1;
  return year * 12 + month >= current;
};
