import { createHmac, timingSafeEqual } from 'node:crypto';

// A file the phone's downloader fetches cannot carry the session (PRODUCT.md §8): an authorised call
// hands out an address whose query names what it grants and until when, signed with a key of the
// server's for that purpose alone.

const FIELD = /^[A-Za-z0-9_-]{1,64}$/;
const EXPIRES = /^\d{1,12}$/;

const mac = (secret: string, purpose: string, fields: Record<string, string>) =>
  createHmac('sha256', secret)
    .update(
      `${purpose}?${Object.keys(fields)
        .sort()
        .map((name) => `${name}=${fields[name]}`)
        .join('&')}`,
    )
    .digest('base64url');

/** The query of an address granting `fields` for `ttlMs` from `now`, signed for `purpose`. */
export const signAddress = (
  secret: string,
  purpose: string,
  fields: Record<string, string>,
  now: Date,
  ttlMs: number,
) => {
  const granted = { ...fields, e: String(Math.floor((now.getTime() + ttlMs) / 1000)) };
  return {
    query: new URLSearchParams({ ...granted, s: mac(secret, purpose, granted) }),
    expiresAt: new Date(Number(granted.e) * 1000).toISOString(),
  };
};

/** The fields `names` an address grants, or null when it is forged, altered or past its time. */
export const readAddress = (
  secret: string,
  purpose: string,
  query: Record<string, unknown>,
  names: readonly string[],
  now: Date,
): Record<string, string> | null => {
  const granted: Record<string, string> = {};
  for (const name of [...names, 'e']) {
    const value = query[name];
    if (typeof value !== 'string' || !FIELD.test(value)) return null;
    granted[name] = value;
  }
  const expires = granted.e ?? '';
  if (!EXPIRES.test(expires) || Number(expires) * 1000 < now.getTime()) return null;
  const given = Buffer.from(typeof query.s === 'string' ? query.s : '');
  const expected = Buffer.from(mac(secret, purpose, granted));
  return given.length === expected.length && timingSafeEqual(given, expected) ? granted : null;
};

/** A key for one purpose, from the secret every process shares. */
export const purposeSecret = (base: string, purpose: string) =>
  createHmac('sha256', base).update(purpose).digest('hex');
