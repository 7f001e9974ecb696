// No zod here: the web app's first screen reads the language and must stay small.

/** The languages every borrower text exists in (PRODUCT.md §16); the first is the fallback. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a borrower reads (PRODUCT.md §16): the `language` common param when it names one,
 * else the first of `Accept-Language` that does (by quality, `sw-TZ` counts as `sw`), else English.
 */
export const pickLanguage = (param: unknown, acceptLanguage?: string | null): Language => {
  if (isLanguage(param)) return param;
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.toLowerCase().split('-')[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
};

/** Where a language's whole compiled catalog is served as JSON (`/catalog/sw.json`). */
export const CATALOG_PATH = '/catalog';
