import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  holderNameOf,
  isExpired,
  isMaskedCardNo,
  parseExpiry,
  passesLuhn,
} from './card-rules.ts';

describe('card rules', () => {
  it('reads 12–19 digits typed in groups, and nothing else', () => {
    expect(cardDigits('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(cardDigits('4111-1111-1111-1111')).toBe('4111111111111111');
    expect(cardDigits('41111111111')).toBeNull();
    expect(cardDigits('4'.repeat(20))).toBeNull();
    expect(cardDigits('4111 1111 1111 111a')).toBeNull();
    expect(cardDigits('٤١١١١١١١١١١١١١١١')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('reads MM/YY and refuses a past month', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('07/2029')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('7/29')).toBeNull();
    expect(isExpired({ month: 5, year: 2026 }, '2026-05-31')).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, '2026-05-01')).toBe(true);
  });

  it('takes a holder name in letters, and only a masked card on a payment', () => {
    expect(holderNameOf('  Asha   Mwita ')).toBe('Asha Mwita');
    expect(holderNameOf('4111')).toBeNull();
    expect(isMaskedCardNo('**** **** **** 1234')).toBe(true);
    expect(isMaskedCardNo('')).toBe(true);
    expect(isMaskedCardNo('4111111111111111')).toBe(false);
  });
});
