import { describe, expect, it } from 'vitest';
import { countCategory } from './count.ts';

describe('countCategory', () => {
  it('gives one and other as English and Kiswahili count', () => {
    expect([0, 1, 2, 91].map((count) => countCategory('en', count))).toEqual([
      'other',
      'one',
      'other',
      'other',
    ]);
    expect([0, 1, 2, 91].map((count) => countCategory('sw', count))).toEqual([
      'other',
      'one',
      'other',
      'other',
    ]);
  });

  it("counts the tests' pseudo-locale as English", () => {
    expect(countCategory('pseudo', 1)).toBe('one');
    expect(countCategory('pseudo', 5)).toBe('other');
  });
});
