import { z } from 'zod';
import { INPUT_TEXTS, inputText } from './input-texts.ts';

// Form bodies and queries carry every value as text; these read it the way the server means it.

const required = (name: string) => inputText(INPUT_TEXTS.required, { name });

/**
 * A record id: digits only (orders, products, …), sent as text, read as a number. Up to 18 digits are
 * accepted; one beyond the safe integers names no record, and the server answers it as missing.
 */
export const idParam = (name: string) =>
  z
    .union([z.string(), z.number()], { error: required(name) })
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,17}$/, inputText(INPUT_TEXTS.notValidId, { name })))
    .transform(Number);

/** A whole number, from text or a JSON number; nothing else (no decimals, no signs, no blanks). */
export const intParam = (name: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z
    .union([z.string(), z.number()], { error: required(name) })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,16}$/, inputText(INPUT_TEXTS.wholeNumber, { name })))
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, inputText(INPUT_TEXTS.atLeast, { name, min }))
        .max(max, inputText(INPUT_TEXTS.atMost, { name, max })),
    );

/** An amount in minor units (cents of TZS): a whole, non-negative number. */
export const minorUnitsParam = (name = 'amount') => intParam(name, { max: 1e15 });

/** A `'0'`/`'1'` flag as the spec sends them. */
export const flagParam = (name: string) =>
  z
    .union([z.string(), z.number()], { error: required(name) })
    .transform(String)
    .pipe(z.enum(['0', '1'], { error: inputText(INPUT_TEXTS.zeroOrOne, { name }) }));

/** A `{text, value}` row as the detail lists of SPEC.md §3 show them. */
export const textValueRow = z.object({ text: z.string(), value: z.string() });
export type TextValueRow = z.infer<typeof textValueRow>;

/** An id that may be missing or empty (treated as missing); read as a number. */
export const optionalIdParam = (name: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : String(v)))
    .pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,17}$/, inputText(INPUT_TEXTS.notValidId, { name }))
        .optional(),
    )
    .transform((v) => (v === undefined ? undefined : Number(v)));
