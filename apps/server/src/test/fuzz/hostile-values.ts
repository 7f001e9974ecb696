// The hostile values a fuzzed request carries (apps/server/src/test/fuzz/fuzz-request.ts), from a seeded
// random source so a failure can be replayed.

import { seededRandom } from '../prng.ts';

/** The objects of two borrowers and the staff token the requests may name. */
export type FuzzWorld = {
  sessions: { userId: string; sessionId: string }[];
  orderIds: string[];
  tradeNos: string[];
  payCodes: string[];
  pageTokens: string[];
  utrs: string[];
  opsToken: string;
};

/** The money run's seeded source (mulberry32), whose `pick` here always has something to pick. */
export const randomSource = (seed: number) => {
  const random = seededRandom(seed);
  return { ...random, pick: <T>(items: readonly T[]): T => random.pick(items) as T };
};
export type Random = ReturnType<typeof randomSource>;

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\t',
  '\n',
  '\r',
];
export const HOSTILE_TEXT = [
  '',
  ' ',
  'x',
  '0',
  '1',
  '-1',
  '1.5',
  '1e21',
  'NaN',
  'Infinity',
  '0x10',
  '00000000000000000000001',
  '9'.repeat(19),
  '9'.repeat(400),
  'A'.repeat(5_000),
  '0712345678',
  '712345678',
  '+255712345678',
  '255812345678',
  '****5678',
  '****<b>x</b>',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table orders; --',
  '../../../../etc/passwd',
  '%00',
  '%zz',
  '%',
  '\\',
  '\ud800',
  '١٢٣٤٥٦',
  '😀😀😀',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  'TZ0001',
  'WEB',
  'QR',
  'confirm',
  'succeed',
  'full',
  'part',
  'fail',
  '/squidChive?orderId=1',
  '//evil.example',
  'javascript:alert(1)',
];

/** One hostile value for a field: text, a control byte somewhere, a real id of either borrower, or another type. */
export const hostileValue = (r: Random, world: FuzzWorld): unknown => {
  const roll = r.int(10);
  if (roll < 4) return r.pick(HOSTILE_TEXT);
  if (roll === 4) {
    const text = r.pick(HOSTILE_TEXT);
    const at = r.int(text.length + 1);
    return `${text.slice(0, at)}${r.pick(CONTROL)}${text.slice(at)}`;
  }
  if (roll === 5) return r.pick([...world.orderIds, ...world.tradeNos, ...world.payCodes, ...world.utrs]);
  if (roll === 6) return String(r.int(10 ** r.pick([1, 3, 6, 9, 12])));
  if (roll === 7) return r.pick([0, -1, 1, 1.5, 2 ** 53, -(2 ** 63), 1e308, true, false, null]);
  if (roll === 8) {
    const shapes: unknown[] = [
      [],
      ['1', '2'],
      {},
      { a: '1' },
      [{}],
      { toString: 'x' },
      JSON.parse('{"__proto__":{"a":1}}'),
    ];
    return r.pick(shapes);
  }
  return r.pick(['1', '2', '3', '5', '100000', '10000000', '60000000', '0', '1']);
};
