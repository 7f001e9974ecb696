import type { OpsPromotionRow } from '@tz-loan/contract/promotion/calls';
import { describe, expect, it } from 'vitest';
import type { CliConfig } from './cli-config.ts';
import { promotionCommand } from './commands/promotion.ts';
import { shown, shownLines, table } from './format.ts';
import type { OpsClient } from './ops-client.ts';

// What the staff read comes from borrowers and visitors: a control character or a bidi override in
// it is shown as an escape, never acted on by the terminal, and a table keeps one line per row.

const TAG = 'radio\nline2\tx\u202eevil\u0000end';
const ESCAPED = 'radio\\nline2\\tx\\u202eevil\\u0000end';

const promotionRow = (utmTag: string, templateTitle = 'Get up to 600.000 TZS'): OpsPromotionRow => ({
  templateId: 1,
  templateTitle,
  utmTag,
  visits: 3,
  clicks: 2,
  codesSent: 1,
  registrations: 1,
  conversionBp: 3333,
});

/** The promotion command against an ops API that answers these rows. */
const promotionReport = (rows: OpsPromotionRow[]) => {
  const api = { call: async () => ({ rows }) } as unknown as OpsClient;
  return promotionCommand.run({
    args: {},
    values: {},
    config: {} as CliConfig,
    api,
    commands: [],
  });
};

describe('staff output escapes control characters and bidi overrides', () => {
  it('shown: each as an escape a person can read; ordinary text, Kiswahili and accents as they are', () => {
    expect(shown(TAG)).toBe(ESCAPED);
    expect(shown('a\r\nb\u001b[31m\u007f\u0085\u200e\u200f\u202a\u2066\u2069\u061c\u2028')).toBe(
      'a\\r\\nb\\u001b[31m\\u007f\\u0085\\u200e\\u200f\\u202a\\u2066\\u2069\\u061c\\u2028',
    );
    expect(shown('back\\slash')).toBe('back\\\\slash');
    expect(shown('Mkopo wa haraka — 600.000,00 TZS, café')).toBe('Mkopo wa haraka — 600.000,00 TZS, café');
  });

  it('shownLines keeps a text’s own lines and escapes the rest', () => {
    expect(shownLines('one\r\ntwo\u202e\tthree\nfour')).toEqual(['one', 'two\\u202e\\tthree', 'four']);
  });

  it('a table keeps its shape: one line per row, the columns aligned', () => {
    const text = table(
      [{ tag: TAG }, { tag: 'tv' }],
      [
        { title: 'TAG', value: (r: { tag: string }) => r.tag },
        { title: 'N', value: () => '1', right: true },
      ],
    );
    const lines = text.split('\n');
    expect(lines).toEqual([
      `TAG${' '.repeat(ESCAPED.length - 3)}  N`,
      `${ESCAPED}  1`,
      `tv${' '.repeat(ESCAPED.length - 2)}  1`,
    ]);
  });

  it('npm run ops -- promotion: a tag with a newline, a tab, U+202E and U+0000 prints escaped, the table intact', async () => {
    const text = await promotionReport([
      promotionRow(TAG, 'Title\u202eeltiT\nsecond'),
      { ...promotionRow('tv'), templateId: 2, templateTitle: 'Borrow' },
    ]);
    const lines = text.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^1 Title\\u202eeltiT\\nsecond +radio\\nline2\\tx\\u202eevil\\u0000end +3 +2 +1 +1 +33\.3 %$/,
    );
    expect(lines[2]).toMatch(/^2 Borrow +tv +3 +2 +1 +1 +33\.3 %$/);
    expect(lines[1]?.length).toBe(lines[2]?.length);
    for (const hidden of ['\u0000', '\t', '\u202e']) expect(text).not.toContain(hidden);
  });
});
