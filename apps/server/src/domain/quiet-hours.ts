// When an SMS nobody asked for may go (PRODUCT.md §20).

/** Tanzania is UTC+3 all year (no daylight saving). */
const OFFSET_HOURS = 3;
const QUIET_FROM = 20;
const QUIET_UNTIL = 8;
const HOUR_MS = 3_600_000;

/**
 * When an SMS that is not a reply may go (PRODUCT.md §20): at once, or, between 20:00 and 08:00 in
 * Dar es Salaam, at the next 08:00 there.
 */
export const notQuiet = (now: Date): Date => {
  const wall = new Date(now.getTime() + OFFSET_HOURS * HOUR_MS);
  const hour = wall.getUTCHours();
  if (hour >= QUIET_UNTIL && hour < QUIET_FROM) return now;
  const morning = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), QUIET_UNTIL);
  const next = hour >= QUIET_FROM ? morning + 24 * HOUR_MS : morning;
  return new Date(next - OFFSET_HOURS * HOUR_MS);
};
