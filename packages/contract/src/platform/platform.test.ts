import { describe, expect, it } from 'vitest';
import { withProductIdAliases } from './common-params.ts';
import { commonParamsSchema } from './common-params-schema.ts';
import { isSuccessCode } from './envelope.ts';
import { normalizePhone } from './phone.ts';

describe('productId and product_id', () => {
  it.each([
    [{}, {}],
    [{ productId: '7' }, { productId: '7', product_id: '7' }],
    [
      { product_id: '9', userId: 'u' },
      { product_id: '9', productId: '9', userId: 'u' },
    ],
    [
      { productId: '1', product_id: '2' },
      { productId: '1', product_id: '1' },
    ],
    [
      { productId: '', product_id: '5' },
      { productId: '5', product_id: '5' },
    ],
  ])('fill each other: %j', (params, expected) => {
    expect(withProductIdAliases(params)).toEqual(expected);
  });
});

describe('success codes', () => {
  it.each([0, '0', '00', ' 0', '0.5'])('%j is success after integer parse', (code) => {
    expect(isSuccessCode(code)).toBe(true);
  });
  it.each([1, '1', '-1', 'x', '', null, undefined, 800005])('%j is not', (code) => {
    expect(isSuccessCode(code)).toBe(false);
  });
});

describe('Tanzanian mobile numbers', () => {
  it.each([
    ['0712345678', '255712345678'],
    ['0612 345 678', '255612345678'],
    ['+255712345678', '255712345678'],
    ['255-712-345-678', '255712345678'],
  ])('%s is stored as %s', (raw, stored) => {
    expect(normalizePhone(raw)).toBe(stored);
  });
  it.each(['', '12345', '0812345678', '071234567', '07123456789', '255812345678', '13812345678'])(
    '%j is refused',
    (raw) => {
      expect(normalizePhone(raw)).toBeNull();
    },
  );
});

describe('common params', () => {
  it('keeps the known ones and drops the rest', () => {
    expect(commonParamsSchema.parse({ sessionId: 's', other: 'x' })).toEqual({ sessionId: 's' });
  });
});
