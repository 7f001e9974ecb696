import { describe, expect, it } from 'vitest';
import { en, sw } from './dictionary.ts';
import { translator } from './language.tsx';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the console's dictionary", () => {
  it('has every text in English and Kiswahili, with the same placeholders', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key].trim(), key).not.toBe('');
      expect(sw[key].trim(), key).not.toBe('');
      expect(placeholders(sw[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('fills placeholders in the chosen language', () => {
    expect(translator('en')('confirmApprove', { orderId: 7 })).toBe('Approve order 7?');
    expect(translator('sw')('confirmApprove', { orderId: 7 })).toBe('Idhinisha ombi 7?');
  });
});
