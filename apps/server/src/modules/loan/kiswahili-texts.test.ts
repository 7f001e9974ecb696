import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isMessage, type Message } from '../../shared/i18n.ts';

// Every text the loan and bank modules declare exists in Kiswahili (PRODUCT.md §16): a Kiswahili the
// same as the English, or missing a value the English fills in, is a text still to be translated.

const MODULES = fileURLToPath(new URL('..', import.meta.url));
const AREAS = ['loan', 'bank'];
/** Names that read the same in every language. */
const BRANDS = ['M-Pesa', 'Mixx by Yas', 'Airtel Money', 'HaloPesa', 'Lipa QR', 'TZS'];

const sourceFiles = () =>
  AREAS.flatMap((area) =>
    readdirSync(join(MODULES, area), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => join(MODULES, area, file)),
  );

/** Every Message a module exports, alone, in a group, or inside a list of items (contract titles). */
const messagesIn = (value: unknown, found: Set<Message>, depth = 0): void => {
  if (isMessage(value)) {
    found.add(value);
    return;
  }
  if (depth > 2 || typeof value !== 'object' || value === null) return;
  for (const inner of Object.values(value)) messagesIn(inner, found, depth + 1);
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const hasWords = (text: string) =>
  /\p{L}{2,}/u.test(BRANDS.reduce((rest, brand) => rest.replaceAll(brand, ''), text.replace(/\{\w+\}/g, '')));

/** What is wrong with each text, by its English. */
const problemsOf = (messages: Iterable<Message>) =>
  [...messages].flatMap((m) => {
    const problems: string[] = [];
    if (!m.sw.trim()) problems.push('no Kiswahili');
    else if (m.sw === m.en && hasWords(m.en)) problems.push('Kiswahili same as English');
    if (placeholders(m.sw).join() !== placeholders(m.en).join()) problems.push('values differ');
    return problems.map((problem) => `${problem}: ${m.en}`);
  });

describe('the loan and bank modules’ texts in Kiswahili', () => {
  it('every exported text has its own Kiswahili, with the same values', async () => {
    const found = new Set<Message>();
    for (const file of sourceFiles()) messagesIn(await import(/* @vite-ignore */ file), found);
    expect(found.size).toBeGreaterThan(100);
    expect(problemsOf(found)).toEqual([]);
  });

  it('every group of texts is exported, so the check above sees it', () => {
    const hidden = sourceFiles().filter((file) => {
      const source = readFileSync(file, 'utf8');
      const groups = source.match(/defineMessages\(/g)?.length ?? 0;
      const exported = source.match(/export const \w+ = defineMessages\(/g)?.length ?? 0;
      return groups !== exported;
    });
    expect(hidden).toEqual([]);
  });

  it('the check catches a missing, an untranslated or a mistyped Kiswahili; brand names may stay', () => {
    expect(
      problemsOf([
        { en: 'Account number', sw: '' },
        { en: 'Account number', sw: 'Account number' },
        { en: 'Pay {amount}', sw: 'Lipa {kiasi}' },
        { en: 'M-Pesa', sw: 'M-Pesa' },
        { en: '{amount} TZS', sw: '{amount} TZS' },
      ]),
    ).toEqual([
      'no Kiswahili: Account number',
      'Kiswahili same as English: Account number',
      'values differ: Pay {amount}',
    ]);
  });
});
