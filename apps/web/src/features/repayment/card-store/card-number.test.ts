import { describe, expect, it } from 'vitest';
import { groupCardNumber, isCardNumber, isExpiryValid, luhnValid, typeExpiry } from './card-number.ts';

describe('card number', () => {
  it('is grouped in fours as typed, digits only, at most 19', () => {
    expect(groupCardNumber('4111')).toBe('4111');
    expect(groupCardNumber('41111')).toBe('4111 1');
    expect(groupCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });

  it('is Luhn-checked', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4000000000000002')).toBe(true);
  });

  it('is whole with 12 to 19 digits passing Luhn', () => {
    expect(isCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isCardNumber('0000 0000 00')).toBe(false);
  });
});

describe('expiry', () => {
  it('is typed as MM/YY', () => {
    expect(typeExpiry('1', '')).toBe('1');
    expect(typeExpiry('12', '1')).toBe('12/');
    expect(typeExpiry('12/3', '12/')).toBe('12/3');
    expect(typeExpiry('12/345', '12/34')).toBe('12/34');
    expect(typeExpiry('12', '12/')).toBe('1');
  });

  it('is good through the end of its month, never a month past', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('13/30', now)).toBe(false);
    expect(isExpiryValid('1/30', now)).toBe(false);
  });
});
