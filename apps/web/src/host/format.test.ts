import { describe, expect, test } from 'vitest';
import { formatPhone, formatRange } from './format.ts';

describe("the host page's amounts and phones", () => {
  test('a range names the currency once', () => {
    expect(formatRange(40_000_000, 80_000_000)).toBe('400.000,00 – 800.000,00 TZS');
    expect(formatRange(40_000_000, 40_000_000)).toBe('400.000,00 TZS');
  });

  test('phones read the local way', () => {
    expect(formatPhone('255712345678')).toBe('0712 345 678');
    expect(formatPhone('unknown')).toBe('unknown');
  });
});
