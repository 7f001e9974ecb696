import { createHash, timingSafeEqual } from 'node:crypto';

// Repay tokens and SMS codes are kept as their SHA-256: a copy of the database cannot pay with them.

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A code is hashed with its record's id, so one code's hash says nothing of another record's. */
export const codeHashOf = (recordId: number, code: string) => sha256(`${recordId}:${code}`);

/** Constant-time, so a guesser learns nothing from how long a refusal takes. */
export const codeMatches = (stored: string, recordId: number, code: string) =>
  stored !== '' &&
  timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(codeHashOf(recordId, code), 'hex'));
