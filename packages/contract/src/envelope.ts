import { z } from 'zod';

/** Codes of the `{code, message, data}` envelope. Success is 0 after integer parse (SPEC.md §8). */
export const Code = {
  ok: 0,
  badRequest: 400,
  notLoggedIn: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
} as const;

/** The complaint and card-store calls speak of success as the string '00'. */
export const CODE_00 = '00';

export const isSuccessCode = (code: unknown): boolean => Number.parseInt(String(code), 10) === 0;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data: data.optional() });

export type Envelope<T> = { code: number; message: string; data?: T };

/** The legacy `/gopia/goya/*` calls: code '00' is success and the payload sits in `attach`. */
export const legacyEnvelope = <T extends z.ZodType>(attach: T) =>
  z.object({ code: z.string(), message: z.string(), attach: attach.optional() });

export type LegacyEnvelope<T> = { code: string; message: string; attach?: T };
