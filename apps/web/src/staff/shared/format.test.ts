import { afterEach, describe, expect, it } from 'vitest';
import { when } from './format.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('when', () => {
  it("shows a time with its zone in the browser's (staff in Dar es Salaam read 17:39 for 14:39 UTC)", () => {
    process.env.TZ = 'Africa/Dar_es_Salaam';
    expect(when('2026-11-26T14:39:12.345Z')).toBe('2026-11-26 17:39');
    expect(when('2026-11-26T23:30:00+00:00')).toBe('2026-11-27 02:30');
  });

  it('shows a time without its zone as written, and nothing for none', () => {
    expect(when('2026-11-26 08:05:00')).toBe('2026-11-26 08:05');
    expect(when(null)).toBe('');
  });
});
