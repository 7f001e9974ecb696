import { z } from 'zod';

// Form bodies and queries carry every value as text; these read it the way the server means it.

/**
 * A record id: digits only (orders, products, …), sent as text, read as a number. Up to 18 digits are
 * accepted; one beyond the safe integers names no record, and the server answers it as missing.
 */
export const idParam = (name: string) =>
  z
    .union([z.string(), z.number()], { error: `${name} is required` })
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,17}$/, `${name} is not a valid id`))
    .transform(Number);

/** A whole number, from text or a JSON number; nothing else (no decimals, no signs, no blanks). */
export const intParam = (name: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z
    .union([z.string(), z.number()], { error: `${name} is required` })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,16}$/, `${name} must be a whole number`))
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

/** An amount in minor units (cents of TZS): a whole, non-negative number. */
export const minorUnitsParam = (name = 'amount') => intParam(name, { max: 1e15 });

/** A `'0'`/`'1'` flag as the spec sends them. */
export const flagParam = (name: string) =>
  z
    .union([z.string(), z.number()], { error: `${name} is required` })
    .transform(String)
    .pipe(z.enum(['0', '1'], { error: `${name} must be 0 or 1` }));

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
        .regex(/^[1-9]\d{0,17}$/, `${name} is not a valid id`)
        .optional(),
    )
    .transform((v) => (v === undefined ? undefined : Number(v)));
