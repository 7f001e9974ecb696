// No zod here: every screen's HTTP client reads these codes, and zod must stay off the first load.

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
  /** The server is busy (the embedded database at its limit): try again after `Retry-After`. */
  unavailable: 503,
} as const;

/** The complaint and card-store calls speak of success as the string '00'. */
export const CODE_00 = '00';

export const isSuccessCode = (code: unknown): boolean => Number.parseInt(String(code), 10) === 0;

export type Envelope<T> = { code: number; message: string; data?: T };

/** The legacy `/gopia/goya/*` calls: code '00' is success and the payload sits in `attach`. */
export type LegacyEnvelope<T> = { code: string; message: string; attach?: T };
