// Lingui's plural writes its number with Intl.NumberFormat, whose first use on a page loads ICU's
// number data: 8-13 ms here, 35-50 ms in one task on a phone four times slower, which blocks a tap
// while the screen hydrates. Counts of days, instalments and stars are small whole numbers and are
// written as they are; only their plural category is asked of Intl (PluralRules costs a fraction).
// A text says `select(countCategory(i18n.locale, n), { one: `${n} day`, other: `${n} days` })`.

const rulesByLocale = new Map<string, Intl.PluralRules>();

const rulesOf = (locale: string): Intl.PluralRules => {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    // The tests' pseudo-locale is no language Intl knows: it counts as English, its source.
    rules = new Intl.PluralRules(Intl.PluralRules.supportedLocalesOf(locale).length ? locale : 'en');
    rulesByLocale.set(locale, rules);
  }
  return rules;
};

/** The plural category of `count` in `locale`: 'one', 'other', … as a text's choices are keyed. */
export const countCategory = (locale: string, count: number): Intl.LDMLPluralRule =>
  rulesOf(locale).select(count);
