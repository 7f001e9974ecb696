import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.ts';

// PRODUCT.md §2: one phone rule everywhere: `07…`/`06…`, the 9-digit `7…`/`6…`, `255…` or `+255…`,
// stored as `255…`, shown as `0712 345 678`.
describe('one phone rule', () => {
  it.each([
    ['712345678', '255712345678'],
    ['612345678', '255612345678'],
    ['712 345 678', '255712345678'],
    ['0712345678', '255712345678'],
    ['255712345678', '255712345678'],
    ['+255712345678', '255712345678'],
  ])('%s is stored as %s', (raw, stored) => {
    expect(normalizePhone(raw)).toBe(stored);
  });

  it.each(['812345678', '71234567', '7123456789', '+712345678', '00255712345678'])('%j is refused', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('shows a stored number the way a Tanzanian reads it', () => {
    expect(formatPhone('255712345678')).toBe('0712 345 678');
    expect(formatPhone('255612345678')).toBe('0612 345 678');
    expect(formatPhone('unknown')).toBe('unknown');
  });
});
