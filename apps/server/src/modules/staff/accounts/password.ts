import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Node's own scrypt is memory-hard (N·r·128 bytes per hash: 32 MiB here), so no native add-on is
// needed. The parameters travel in the stored text: raising them later leaves old hashes readable.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** `scrypt$N$r$p$salt$key`, base64url. */
export const hashPassword = async (password: string) => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

export const verifyPassword = async (password: string, stored: string) => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

let dummyHash: Promise<string> | null = null;

/**
 * Checked against an unknown username, so the time taken does not say which usernames exist. Made on
 * the first such sign-in, not at start: every process (and test file) would pay for it otherwise.
 */
export const unknownMemberHash = () => {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return dummyHash;
};
