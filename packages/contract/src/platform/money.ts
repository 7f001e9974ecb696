// Written by hand rather than with Intl.NumberFormat: exact integer string math, and no dependence on
// the webview's Intl/ICU data (old Android webviews ship without some locales or group differently).

const GROUP = '.';
const DECIMAL = ',';

/**
 * An amount in minor units (cents) for display (PRODUCT.md §4): divided by 100, always 2 decimals,
 * integer digits grouped in threes with '.', decimal ','. 40000000 → '400.000,00'.
 * Refuses negative, non-integer, unsafe and non-finite amounts with a RangeError.
 */
export const formatMoney = (minor: number | bigint): string => {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`formatMoney: not a safe integer amount of minor units: ${minor}`);
  }
  if (minor < 0) throw new RangeError(`formatMoney: negative amount: ${minor}`);
  const digits = minor.toString().padStart(3, '0');
  const integer = digits.slice(0, -2);
  const fraction = digits.slice(-2);
  let grouped = '';
  for (let end = integer.length; end > 0; end -= 3) {
    const group = integer.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${group}${GROUP}${grouped}` : group;
  }
  return `${grouped}${DECIMAL}${fraction}`;
};

/** A signed amount (a statement's line): formatMoney with a leading '-' for what takes off a balance. */
export const formatSignedMoney = (minor: number): string =>
  minor < 0 ? `-${formatMoney(-minor)}` : formatMoney(minor);
