import { INPUT_TEXTS, type InputText } from '@tz-loan/contract/platform/input-texts';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { defineMessages, type Message, say } from '../shared/i18n.ts';

// A field's refusal in zod's own words: the English stays zod's message as it is, so only the
// Kiswahili of these is said (their English completes the pair).
const GENERIC = defineMessages({
  required: { en: '{field} is required', sw: '{field} inahitajika' },
  tooLong: { en: '{field} is too long', sw: '{field} ni ndefu mno' },
  tooShort: { en: '{field} is too short', sw: '{field} ni fupi mno' },
  tooLarge: { en: '{field} is too large', sw: '{field} ni kubwa mno' },
  tooSmall: { en: '{field} is too small', sw: '{field} ni ndogo mno' },
  tooMany: { en: '{field} has too many items', sw: '{field} ina vipengele vingi mno' },
  notValid: { en: '{field} is not valid', sw: '{field} si sahihi' },
});

/** A request refused as a whole, not for one field. */
export const INVALID_REQUEST = defineMessages({
  request: { en: 'The request is not valid', sw: 'Ombi si sahihi' },
}).request;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each contract text as a pattern of its English, the longest wording first, so that
 * '{name} must be at least {min}' is tried before '{name} must be {value}'.
 */
const CONTRACT_TEXTS = Object.values(INPUT_TEXTS as Record<string, InputText>)
  .map((text) => ({
    text,
    pattern: new RegExp(
      `^${escapeRegExp(text.en).replace(/\\\{(\w+)\\\}/g, (_whole, name: string) => `(?<${name}>.+?)`)}$`,
    ),
    wording: text.en.replace(/\{\w+\}/g, '').length,
  }))
  .sort((a, b) => b.wording - a.wording);

/** The Kiswahili of a message the contract declares, found by its English with its values; null when it declares none. */
export const contractKiswahili = (english: string): string | null => {
  for (const { text, pattern } of CONTRACT_TEXTS) {
    const match = pattern.exec(english);
    if (match) return say(text, 'sw', match.groups);
  }
  return null;
};

type Issue = Pick<FastifySchemaValidationError, 'keyword' | 'message' | 'params'>;

/** zod's own messages (wrong type, too long…) are English: in Kiswahili, a sentence naming the field. */
const genericOf = ({ keyword, message = '', params }: Issue): Message => {
  const origin = (params as { origin?: unknown }).origin;
  const minimum = (params as { minimum?: unknown }).minimum;
  if (keyword === 'invalid_type' && /received undefined/.test(message)) return GENERIC.required;
  if (keyword === 'too_big') {
    if (origin === 'string') return GENERIC.tooLong;
    if (origin === 'array' || origin === 'set') return GENERIC.tooMany;
    return GENERIC.tooLarge;
  }
  if (keyword === 'too_small') {
    if (origin === 'string') return minimum === 1 ? GENERIC.required : GENERIC.tooShort;
    return origin === 'array' || origin === 'set' ? GENERIC.notValid : GENERIC.tooSmall;
  }
  return GENERIC.notValid;
};

/**
 * One refused input in words, in both languages: the field first, unless the message already names
 * it. The English is the schema's message as it is; the Kiswahili is the contract's for its own
 * messages, else a sentence that names the field.
 */
export const inputRefusal = (issue: FastifySchemaValidationError | undefined): Message => {
  const field = issue?.instancePath.slice(1).replaceAll('/', '.');
  if (!issue?.message || !field) return INVALID_REQUEST;
  const named = issue.message.includes(field);
  const en = named ? issue.message : `${field}: ${issue.message}`;
  const declared = contractKiswahili(issue.message);
  if (declared === null) return { en, sw: say(genericOf(issue), 'sw', { field }) };
  return { en, sw: named ? declared : `${field}: ${declared}` };
};
