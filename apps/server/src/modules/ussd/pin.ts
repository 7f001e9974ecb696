import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { USSD_PIN_TRIES } from '@tz-loan/contract/ussd/paths';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../domain/errors.ts';
import { countPinCheck, pinOf, savePin } from './repository.ts';
import { PIN_REFUSALS } from './texts.ts';

const KEY_LENGTH = 32;

const derive = (pin: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, Buffer.from(salt, 'base64'), KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** What a PIN check found: the PIN is right; or why the money action may not go on. */
export type PinCheck =
  | { outcome: 'right' }
  | { outcome: 'wrong'; left: number }
  | { outcome: 'locked' }
  | { outcome: 'none' };

export type PinDeps = {
  /** The auth service's SMS-code check: the phone's borrower id, null when it has none. */
  verifyPhone: (phone: string, code: string, client: { address: string }) => Promise<number | null>;
  /** What borrowers dial (USSD_SERVICE_CODE); null while the service is off. */
  serviceCode: string | null;
  now?: () => Date;
};

/**
 * The borrower's USSD PIN (PRODUCT.md §22): set in the app with the login SMS code sent to their own
 * phone, kept as a salted scrypt hash, checked by the USSD menu before every money action.
 */
export const createPinService = (db: Db, deps: PinDeps) => {
  const now = deps.now ?? (() => new Date());

  const status = async (borrowerId: number) => {
    const row = await pinOf(db, borrowerId);
    return {
      set: row !== null,
      locked: row?.lockedAt != null,
      setAt: row?.setAt.toISOString() ?? null,
      serviceCode: deps.serviceCode,
    };
  };

  /** The code is spent as a web request's is (its wrong tries and limits count); a code for another phone fails. */
  const set = async (
    borrower: { id: number; phone: string },
    input: { code: string; pin: string },
    client: { address: string },
  ) => {
    const proven = await deps.verifyPhone(borrower.phone, input.code, client);
    if (proven !== borrower.id) throw notFound(PIN_REFUSALS.notYourPhone);
    const salt = randomBytes(16).toString('base64');
    const hash = (await derive(input.pin, salt)).toString('base64');
    const setAt = now();
    await savePin(db, { borrowerId: borrower.id, hash, salt, setAt });
    return { setAt: setAt.toISOString() };
  };

  /**
   * Checks a PIN typed on USSD. `request` names the gateway's request (its session and text): the same
   * request again, a gateway's retry, gets the same answer and counts once.
   */
  const check = async (borrowerId: number, pin: string, request: string, again = true): Promise<PinCheck> => {
    const row = await pinOf(db, borrowerId);
    if (!row) return { outcome: 'none' };
    if (row.lockedAt) return { outcome: 'locked' };
    const typed = await derive(pin, row.salt);
    const stored = Buffer.from(row.hash, 'base64');
    const right = typed.length === stored.length && timingSafeEqual(typed, stored);
    const checked = createHash('sha256').update(request).digest('base64url');
    const counted = await countPinCheck(db, { borrowerId, hash: row.hash, right, checked, at: now() });
    // Locked or set again while this one was compared: checked against it as it now stands.
    if (!counted) return again ? check(borrowerId, pin, request, false) : { outcome: 'locked' };
    if (counted.lockedAt) return { outcome: 'locked' };
    return right ? { outcome: 'right' } : { outcome: 'wrong', left: USSD_PIN_TRIES - counted.failedTries };
  };

  return { status, set, check };
};

export type PinService = ReturnType<typeof createPinService>;
