import { describe, expect, it } from 'vitest';
import { LINK_TTL_MS, readPdfLink, signPdfLink } from './signed-link.ts';

const SECRET = 'statement-link-test-secret-0123456789';
const NOW = new Date('2026-03-01T10:00:00Z');
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe("the statement PDF's signed address", () => {
  const { url } = signPdfLink(SECRET, { orderId: 12, borrowerId: 34, language: 'sw' }, NOW);

  it('names the order, the borrower and the language, and no session', () => {
    expect(readPdfLink(SECRET, queryOf(url), NOW)).toMatchObject({
      orderId: 12,
      borrowerId: 34,
      language: 'sw',
    });
    expect(url).not.toMatch(/session/i);
  });

  it('ends after its few minutes', () => {
    expect(readPdfLink(SECRET, queryOf(url), new Date(NOW.getTime() + LINK_TTL_MS - 1000))).not.toBeNull();
    expect(readPdfLink(SECRET, queryOf(url), new Date(NOW.getTime() + LINK_TTL_MS + 1000))).toBeNull();
  });

  it('opens nothing once any part of it is changed, or under another key', () => {
    const query = queryOf(url);
    for (const changed of [
      { ...query, o: '13' },
      { ...query, b: '35' },
      { ...query, l: 'en' },
      { ...query, e: String(Number(query.e) + 600) },
      { ...query, s: `${query.s?.slice(0, -1)}A` },
      { ...query, o: '1e3' },
    ])
      expect(readPdfLink(SECRET, changed, NOW)).toBeNull();
    expect(readPdfLink(`${SECRET}x`, query, NOW)).toBeNull();
  });
});
