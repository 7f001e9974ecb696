import { describe, expect, it } from 'vitest';
import { defineMessages } from '../shared/i18n.ts';
import { AppError } from './app-error.ts';

const M = defineMessages({
  wait: {
    en: 'Please try again in {minutes} minutes',
    sw: 'Tafadhali jaribu tena baada ya dakika {minutes}',
  },
});

describe('a refusal in both languages (PRODUCT.md §16)', () => {
  it('keeps English for the logs and answers in the reader language', () => {
    const error = new AppError(429, M.wait, 200, { minutes: 3 });
    expect(error.message).toBe('Please try again in 3 minutes');
    expect(error.said('sw')).toBe('Tafadhali jaribu tena baada ya dakika 3');
    expect(new AppError(400, 'staff text').said('sw')).toBe('staff text');
  });
});
