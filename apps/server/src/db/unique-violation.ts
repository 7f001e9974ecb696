const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed query broke a unique index. Drizzle wraps the driver's error (PGlite's and
 * node-postgres's alike) in a DrizzleQueryError without a code: the SQLSTATE is on `cause`.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
