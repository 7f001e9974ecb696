import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.ts';
import { defineMessages } from '../shared/i18n.ts';
import { AppError, httpStatusOf, saidIn } from './app-error.ts';

const M = defineMessages({
  wait: {
    en: 'Please try again in {minutes} minutes',
    sw: 'Tafadhali jaribu tena baada ya dakika {minutes}',
  },
});

describe('a refusal in both languages (PRODUCT.md §16)', () => {
  it('keeps English for the logs and answers in the reader language', () => {
    const error = new DomainError(429, M.wait, { minutes: 3 });
    expect(error.message).toBe('Please try again in 3 minutes');
    expect(saidIn(error, 'sw')).toBe('Tafadhali jaribu tena baada ya dakika 3');
    expect(saidIn(new DomainError(400, 'staff text'), 'sw')).toBe('staff text');
  });

  it('answers HTTP 200 unless the HTTP layer set its own status', () => {
    expect(httpStatusOf(new DomainError(429, M.wait))).toBe(200);
    expect(httpStatusOf(new AppError(404, 'Not found', 404))).toBe(404);
  });
});
