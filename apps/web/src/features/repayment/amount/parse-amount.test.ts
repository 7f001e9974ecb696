import { formatMoney } from '@tz-loan/contract/platform/money';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount.ts';

const amount = (minor: number) => ({ kind: 'amount', minor });

describe("parseAmount: an amount typed as the app shows it ('.' groups of three, ',' before 2 decimals)", () => {
  it.each([
    ['276.063,89', 27_606_389],
    ['276063,89', 27_606_389],
    ['50000,5', 5_000_050],
    ['50.000', 5_000_000],
    ['50.000,00', 5_000_000],
    ['1.000', 100_000],
    ['1000', 100_000],
    ['1.234.567,8', 123_456_780],
    ['0,50', 50],
    ['007', 700],
    ['12,', 1_200],
    ['  276.063,89  ', 27_606_389],
    ['\u00a0276.063,89\t', 27_606_389],
    ['276 063,89', 27_606_389],
    ['276.063,89 TZS', 27_606_389],
    ['TZS 276.063,89', 27_606_389],
    ['0', 0],
  ])('%j → %d minor units', (typed, minor) => {
    expect(parseAmount(typed)).toEqual(amount(minor));
  });

  it.each(['', '   ', '\t\n', 'TZS'])('%j is empty: nothing typed', (typed) => {
    expect(parseAmount(typed)).toEqual({ kind: 'empty' });
  });

  it.each([
    ['1.2.3', 'groups of one digit'],
    ['12.5', 'a decimal point instead of a comma'],
    ['50.00', 'a decimal point instead of a comma'],
    ['1.0000', 'a group of four'],
    ['1000.000', 'a first group of four'],
    ['0.500', 'a group after a leading zero'],
    ['.5', 'no shillings'],
    [',5', 'no shillings'],
    ['5.', 'a dot with no group'],
    ['1,2,3', 'two commas'],
    ['276,063.89', 'the other way round'],
    ['-5', 'a sign'],
    ['+5', 'a sign'],
    ['5-', 'a sign'],
    ['2a0', 'a letter'],
    ['1e5', 'an exponent'],
    ['12\u00003', 'a NUL byte'],
    ['\u0000', 'a NUL byte alone'],
    ['１２３', 'full-width digits'],
    ['١٢٣', 'Arabic-Indic digits'],
    ['2 7 6', 'spaces that are no groups'],
    ['276  063', 'two spaces'],
    ['Infinity', 'a word'],
    ['NaN', 'a word'],
    ['0x10', 'hexadecimal'],
  ])('%j is refused as malformed (%s)', (typed) => {
    expect(parseAmount(typed)).toEqual({ kind: 'malformed' });
  });

  it.each(['12,345', '276.063,899', '1,000', '0,001'])('%j has more than 2 decimals: refused', (typed) => {
    expect(parseAmount(typed)).toEqual({ kind: 'tooManyDecimals' });
  });

  it('counts up to 13 digits of shillings exactly; beyond that refuses as too large, never rounds', () => {
    expect(parseAmount('9.999.999.999.999,99')).toEqual(amount(999_999_999_999_999));
    expect(parseAmount('9999999999999,99')).toEqual(amount(999_999_999_999_999));
    expect(parseAmount('0000000000000000001')).toEqual(amount(100));
    expect(parseAmount('10.000.000.000.000')).toEqual({ kind: 'tooLarge' });
    expect(parseAmount('99999999999999999999999999999999')).toEqual({ kind: 'tooLarge' });
    expect(parseAmount('9'.repeat(400))).toEqual({ kind: 'tooLarge' });
  });

  it('reads back every amount the app shows', () => {
    for (const minor of [0, 1, 99, 100_000, 27_606_389, 46_897_397, 123_456_789_012, 999_999_999_999_999]) {
      expect(parseAmount(formatMoney(minor))).toEqual(amount(minor));
    }
  });
});
