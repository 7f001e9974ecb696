import { describe, expect, it } from 'vitest';
import { defineMessages, say } from './i18n.ts';

const M = defineMessages({
  wait: {
    en: 'Please try again in {minutes} minutes',
    sw: 'Tafadhali jaribu tena baada ya dakika {minutes}',
  },
});

describe('server texts in both languages (PRODUCT.md §16)', () => {
  it('says a text in the reader language with its values', () => {
    expect(say(M.wait, 'sw', { minutes: 5 })).toBe('Tafadhali jaribu tena baada ya dakika 5');
    expect(say(M.wait, 'en', { minutes: 5 })).toBe('Please try again in 5 minutes');
  });

  it('leaves a placeholder it has no value for, rather than inventing one', () => {
    expect(say(M.wait, 'en')).toBe('Please try again in {minutes} minutes');
  });
});
