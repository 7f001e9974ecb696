import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney: minor units divided by 100, 2 decimals, groups of three with ".", decimal ","', () => {
  it.each([
    [40_000_000, '400.000,00'],
    [0, '0,00'],
    [1, '0,01'],
    [99, '0,99'],
    [100, '1,00'],
    [12_345, '123,45'],
    [99_999, '999,99'],
    [100_000, '1.000,00'],
    [123_456_789, '1.234.567,89'],
    [1_000_000_000_000, '10.000.000.000,00'],
    [Number.MAX_SAFE_INTEGER, '90.071.992.547.409,91'],
  ])('%d → %s', (minor, shown) => {
    expect(formatMoney(minor)).toBe(shown);
  });

  it('formats a bigint exactly, beyond the safe integer range', () => {
    expect(formatMoney(123_456_789_012_345_678_90n)).toBe('123.456.789.012.345.678,90');
  });

  it.each([
    ['a negative amount', -1],
    ['a non-integer amount', 1.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an unsafe integer', Number.MAX_SAFE_INTEGER + 1],
  ])('refuses %s with a RangeError', (_name, minor) => {
    expect(() => formatMoney(minor)).toThrow(RangeError);
  });

  it('refuses a negative bigint', () => {
    expect(() => formatMoney(-1n)).toThrow(RangeError);
  });
});
