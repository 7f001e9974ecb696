import { INPUT_TEXTS, type InputText, inputText } from '@tz-loan/contract/platform/input-texts';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { describe, expect, it } from 'vitest';
import { say } from '../shared/i18n.ts';
import { contractKiswahili, inputRefusal } from './input-refusal.ts';

const VALUES = { name: 'amount', first: 'tradeNo', second: 'orderId', min: 1, max: 5, value: 3, digits: 6 };

const issue = (
  path: string,
  message: string,
  keyword = 'custom',
  params = {},
): FastifySchemaValidationError => ({
  keyword,
  instancePath: path,
  schemaPath: '',
  params,
  message,
});

describe("the contract's messages", () => {
  it.each(Object.entries(INPUT_TEXTS as Record<string, InputText>))(
    '%s: found by its English, said in Kiswahili with the same values',
    (_key, text) => {
      expect(contractKiswahili(inputText(text, VALUES))).toBe(say(text, 'sw', VALUES));
    },
  );

  it('the most specific wording wins: "must be at least" is not "must be {value}"', () => {
    expect(contractKiswahili('score must be at least 1')).toBe('score isiwe chini ya 1');
    expect(contractKiswahili('scene must be 3')).toBe('scene lazima iwe 3');
    expect(contractKiswahili('tradeNo or orderId is required')).toBe('tradeNo au orderId inahitajika');
    expect(contractKiswahili('Too big: expected string to have <=16 characters')).toBeNull();
  });
});

describe('a refused input in both languages', () => {
  it('the English as the schema says it, the field first unless the message names it', () => {
    expect(inputRefusal(issue('/bankCode', 'Choose how to pay'))).toEqual({
      en: 'bankCode: Choose how to pay',
      sw: 'bankCode: Chagua njia ya kulipa',
    });
    expect(inputRefusal(issue('/orderId', 'orderId is required'))).toEqual({
      en: 'orderId is required',
      sw: 'orderId inahitajika',
    });
  });

  it("zod's own messages: a Kiswahili sentence naming the field, by what went wrong", () => {
    const said = (keyword: string, message: string, params = {}) =>
      inputRefusal(issue('/note', message, keyword, params)).sw;
    expect(said('invalid_type', 'Invalid input: expected string, received undefined')).toBe(
      'note inahitajika',
    );
    expect(said('invalid_type', 'Invalid input: expected string, received array')).toBe('note si sahihi');
    expect(said('too_big', 'Too big', { origin: 'string' })).toBe('note ni ndefu mno');
    expect(said('too_big', 'Too big', { origin: 'number' })).toBe('note ni kubwa mno');
    expect(said('too_big', 'Too big', { origin: 'array' })).toBe('note ina vipengele vingi mno');
    expect(said('too_small', 'Too small', { origin: 'string', minimum: 1 })).toBe('note inahitajika');
    expect(said('too_small', 'Too small', { origin: 'string', minimum: 4 })).toBe('note ni fupi mno');
    expect(said('too_small', 'Too small', { origin: 'number' })).toBe('note ni ndogo mno');
    expect(said('invalid_format', 'Invalid string')).toBe('note si sahihi');
    expect(inputRefusal(issue('/note', 'Invalid string')).en).toBe('note: Invalid string');
  });

  it('a request refused as a whole', () => {
    expect(inputRefusal(undefined)).toEqual({ en: 'The request is not valid', sw: 'Ombi si sahihi' });
    expect(inputRefusal(issue('', 'Invalid input'))).toEqual({
      en: 'The request is not valid',
      sw: 'Ombi si sahihi',
    });
  });
});
