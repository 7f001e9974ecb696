import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';

describe('pickLanguage (PRODUCT.md §16)', () => {
  it('takes the language param when it names a language', () => {
    expect(pickLanguage('sw', 'en')).toBe('sw');
    expect(pickLanguage('en', 'sw')).toBe('en');
  });

  it('falls back to Accept-Language by quality, regional tags counting as their language', () => {
    expect(pickLanguage(undefined, 'sw-TZ,en;q=0.8')).toBe('sw');
    expect(pickLanguage('fr', 'fr-FR, en;q=0.5, sw;q=0.9')).toBe('sw');
    expect(pickLanguage(undefined, 'en-GB;q=0.4, sw;q=0')).toBe('en');
  });

  it('is English otherwise', () => {
    expect(pickLanguage(undefined, undefined)).toBe('en');
    expect(pickLanguage('xx', 'de, fr;q=0.9')).toBe('en');
    expect(pickLanguage('', 'garbage;;;q=abc')).toBe('en');
  });
});
