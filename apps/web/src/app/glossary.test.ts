import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/glossary.md: one word for one thing on every screen and in every server message a borrower
// reads (PRODUCT.md §16). The words it retired must not come back, in either language.
const ROOT = resolve(import.meta.dirname, '../../../..');

const RETIRED: [string, RegExp][] = [
  ["'Loan amount(TZS)' for an instalment (it is the amount to pay)", /loan amount\s*\(TZS\)/i],
  ["'Bind card' (the payout account)", /\bbind (?:the |a |your )?(?:bank )?card\b/i],
  ["'bank card' (the payout account is most often a mobile-money wallet)", /\bbank[- ]card\b/i],
  ["'Rollover' / 'Rollover Repayment' (say 'roll over', 'roll-over')", /\brollover\b/i],
  ["'Deferral' (say 'roll-over')", /\bdeferral\b/i],
  [
    "'Card store' / 'Pay with a card' (say 'Pay with a debit card')",
    /\bcard store\b|\b(?:re)?pay with a card\b/i,
  ],
  ["'Process Result' (say 'Our reply')", /\bprocess result\b/i],
  ["'Trade number' (say 'Payment number')", /\btrade\b/i],
  ["'UTR' (say 'payment reference')", /\bUTR\b/],
];

/** Every msgid and msgstr of a .po catalog, continuation lines joined. */
const poTexts = (file: string): string[] => {
  const texts: string[] = [];
  let current: string[] | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const start = /^msg(?:id|str) "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start) {
      current = [start[1] ?? ''];
      texts.push('');
    } else if (more && current) {
      current.push(more[1] ?? '');
    } else {
      current = null;
      continue;
    }
    texts[texts.length - 1] = current.join('');
  }
  return texts.filter((text) => text !== '');
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

/** The `en: '…'` and `sw: '…'` texts of the server's and the contract's messages (defineMessages). */
const serverTexts = (): string[] =>
  [join(ROOT, 'apps/server/src'), join(ROOT, 'packages/contract/src')]
    .flatMap(sourceFiles)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:en|sw):\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map(
        (match) => match[2] ?? '',
      ),
    );

const offending = (texts: string[]) =>
  RETIRED.flatMap(([term, pattern]) =>
    texts.filter((text) => pattern.test(text)).map((text) => `${term}: ${JSON.stringify(text)}`),
  );

describe('the glossary (docs/glossary.md)', () => {
  it.each(['en', 'sw'])('no retired word in the web catalog %s.po', (locale) => {
    expect(offending(poTexts(join(ROOT, `apps/web/src/locales/${locale}.po`)))).toEqual([]);
  });

  it("no retired word in the server's messages", () => {
    const texts = serverTexts();
    expect(texts.length).toBeGreaterThan(100);
    expect(offending(texts)).toEqual([]);
  });

  it('catches a retired word where it is used', () => {
    expect(
      offending(['Loan amount(TZS):', 'Your bank card', 'Rollover Repayment', 'Trade number: 1']),
    ).toHaveLength(4);
    expect(offending(['Amount to pay (TZS):', 'Payout account', 'Roll over', 'Payment number: 1'])).toEqual(
      [],
    );
  });
});
