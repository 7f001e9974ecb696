import { describe, expect, it } from 'vitest';
import { countCharacters, readDetail } from './detail-text.ts';
import { imageTokensOf } from './image-paths.ts';
import { hasBeenLate, type OrderFacts } from './order-cards.ts';
import { sniffImage } from './photo.ts';
import { formatReference } from './reference.ts';
import { replyByDate } from './reply-by.ts';

describe('the reply promise: 3 working days, weekends skipped', () => {
  it.each([
    ['2026-01-05', 'Monday', '2026-01-08'],
    ['2026-01-07', 'Wednesday', '2026-01-12'],
    ['2026-01-09', 'Friday', '2026-01-14'],
    ['2026-01-10', 'Saturday', '2026-01-14'],
    ['2026-01-11', 'Sunday', '2026-01-14'],
    ['2026-12-31', 'Thursday, across the year', '2027-01-05'],
  ])('received %s (%s): by %s', (received, _day, by) => {
    expect(replyByDate(received)).toBe(by);
  });
});

describe('characters as a borrower sees them', () => {
  it.each([
    ['abc', 3],
    ['👨‍👩‍👧', 1],
    ['🇹🇿', 1],
    ['e\u0301', 1],
    ['Habari 👋🏾', 8],
  ])('%j is %i', (text, count) => {
    expect(countCharacters(text)).toBe(count);
  });

  it('trims the description and refuses it blank or past 200', () => {
    expect(readDetail('  hi \n')).toEqual({ text: 'hi' });
    expect(readDetail(' \n\t ')).toBe('empty');
    expect(readDetail('🇹🇿'.repeat(200))).toEqual({ text: '🇹🇿'.repeat(200) });
    expect(readDetail('x'.repeat(201))).toBe('tooLong');
  });
});

describe('the photo list of problemImage', () => {
  const token = 'abcdefghijklmnopqrstuv';
  const path = `/tapi/user-problem/problem-image/${token}`;
  it('reads paths, with an address or a query around them, each once', () => {
    expect(imageTokensOf('')).toEqual([]);
    expect(imageTokensOf(` ${path} , https://app.example${path}?sessionId=x,${path}`)).toEqual([token]);
  });
  it.each(['/tapi/other/abcdefghijklmnopqrstuv', `${path}x`, 'javascript:alert(1)', '../../etc/passwd'])(
    '%j names no photo',
    (entry) => {
      expect(imageTokensOf(entry)).toBeNull();
    },
  );
});

describe('whether an order is or has been due (isShow)', () => {
  const order = (overrides: Partial<OrderFacts>): OrderFacts => ({
    id: 1,
    status: 170,
    amount: 100,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    productName: 'P',
    productLogo: '',
    graceDays: 3,
    plan: [
      { periodNo: 1, amount: 60, dueDate: '2026-02-01' },
      { periodNo: 2, amount: 60, dueDate: '2026-03-01' },
    ],
    ledger: [],
    ...overrides,
  });
  const pay = (on: string, amount: number) => ({ kind: 'repayment' as const, on, amount, days: 0 });

  it('no while it is not paid out, or paid before each due date', () => {
    expect(hasBeenLate(order({ status: 21 }), 21)).toBe(false);
    expect(hasBeenLate(order({ ledger: [pay('2026-01-20', 60), pay('2026-02-20', 60)] }), 200)).toBe(false);
  });
  it('yes when it is due or overdue now', () => {
    expect(hasBeenLate(order({}), 174)).toBe(true);
    expect(hasBeenLate(order({}), 180)).toBe(true);
  });
  it('yes when an instalment was paid off on or after its due date, even in parts', () => {
    expect(hasBeenLate(order({ ledger: [pay('2026-02-01', 120)] }), 200)).toBe(true);
    expect(hasBeenLate(order({ ledger: [pay('2026-01-10', 100), pay('2026-03-02', 20)] }), 200)).toBe(true);
    expect(hasBeenLate(order({ ledger: [pay('2026-01-10', 30), pay('2026-01-31', 30)] }), 170)).toBe(false);
  });
  it('yes once it was rolled over (a roll-over is only sold while due)', () => {
    const rolled = { kind: 'deferral_fee' as const, on: '2026-02-02', amount: 5, days: 14 };
    expect(hasBeenLate(order({ ledger: [rolled] }), 170)).toBe(true);
  });
});

describe('what a file is, by its first bytes', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'webp'],
    [[...Buffer.from('%PDF-1.7')], null],
    [[...Buffer.from('GIF89a')], null],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')], null],
  ])('%j is %s', (bytes, kind) => {
    expect(sniffImage(Buffer.from(bytes))).toBe(kind);
  });
});

it('a reference number is C, the year and a six-digit sequence', () => {
  expect(formatReference(2026, 123)).toBe('C2026-000123');
  expect(formatReference(2027, 1_234_567)).toBe('C2027-1234567');
});
