import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

describe('newIdempotencyKey', () => {
  it('makes 128 random bits as 32 hex digits', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never repeats', () => {
    const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey));
    expect(keys.size).toBe(1000);
  });
});
