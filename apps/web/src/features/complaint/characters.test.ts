import { COMPLAINT_TEXT_MAX } from '@tz-loan/contract/platform/constants';
import { describe, expect, it, vi } from 'vitest';

const freshModule = async () => {
  vi.resetModules();
  return import('./characters.ts');
};

describe('complaint characters', () => {
  it('counts what the borrower sees: an emoji, a flag or an accented letter is one', async () => {
    const { countCharacters } = await freshModule();
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('Pay code did not arrive.\n\tTwice')).toBe(31);
    expect(countCharacters('👍🏽 ok')).toBe(4);
    expect(countCharacters('🇹🇿')).toBe(1);
    expect(countCharacters('Cafe\u0301')).toBe(4);
    expect(countCharacters('a\r\nb')).toBe(3);
  });

  it('cuts a description at the limit, never inside a character', async () => {
    const { clipDescription } = await freshModule();
    const plain = 'a'.repeat(COMPLAINT_TEXT_MAX + 5);
    expect(clipDescription(plain)).toBe('a'.repeat(COMPLAINT_TEXT_MAX));
    expect(clipDescription('short')).toBe('short');
    const emoji = `${'a'.repeat(COMPLAINT_TEXT_MAX - 1)}👍🏽👍🏽`;
    expect(clipDescription(emoji)).toBe(`${'a'.repeat(COMPLAINT_TEXT_MAX - 1)}👍🏽`);
  });

  // Making a grapheme segmenter is a long task on a slow phone: never at load, never for plain text.
  it('makes its segmenter only when a text needs one, and once', async () => {
    const Original = Intl.Segmenter;
    let made = 0;
    class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        made += 1;
      }
    }
    const use = (value: typeof Intl.Segmenter) =>
      Object.defineProperty(Intl, 'Segmenter', { value, configurable: true, writable: true });
    use(Counted);
    try {
      const { clipDescription, countCharacters } = await freshModule();
      countCharacters('Pay code did not arrive.');
      clipDescription('Pay code did not arrive.');
      expect(made).toBe(0);
      expect(countCharacters('Nimepokea 👍🏽')).toBe(11);
      expect(clipDescription('Café')).toBe('Café');
      expect(made).toBe(1);
    } finally {
      use(Original);
    }
  });
});
