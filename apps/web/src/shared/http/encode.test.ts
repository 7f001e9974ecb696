import { describe, expect, it } from 'vitest';
import { appendParams } from './encode.ts';

describe('appendParams', () => {
  it('writes scalars as text, joins lists with commas, and leaves out null and undefined', () => {
    const params = appendParams(new URLSearchParams('keep=1'), {
      text: 'a b',
      number: 0,
      flag: false,
      list: ['x', 2],
      empty: '',
      none: null,
      missing: undefined,
    });
    expect(params.toString()).toBe('keep=1&text=a+b&number=0&flag=false&list=x%2C2&empty=');
  });

  it('replaces a param already there', () => {
    expect(appendParams(new URLSearchParams('a=1'), { a: 2 }).toString()).toBe('a=2');
  });
});
