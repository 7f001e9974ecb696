/** Messages the web app sends to the native app (SPEC.md §7, PRODUCT.md §3). */
export const BRIDGE_MESSAGES = [
  'to',
  'closeWebview',
  'toP',
  'toHome',
  'toMine',
  'offToLogin',
  'callTelephone',
  'toRate',
  'confirmBurialPoint',
  'startBank',
  'endBank',
] as const;

export type BridgeMessage = (typeof BRIDGE_MESSAGES)[number];

/** What the web app posts to its parent window when it runs inside the native host's frame. */
export type FrameBridgeMessage = { bridge: BridgeMessage; payload: unknown };

export const isFrameBridgeMessage = (value: unknown): value is FrameBridgeMessage =>
  typeof value === 'object' &&
  value !== null &&
  (BRIDGE_MESSAGES as readonly string[]).includes((value as { bridge?: unknown }).bridge as string);

/** The native side calls this global when the user presses back; screens subscribe to it. */
export const NATIVE_BACK_GLOBAL = 'onNativeBack';

/**
 * A rendered page keeps the taps made before the app has taken it over; the app calls this global
 * once it has, to get them (and stop keeping more).
 */
export const EARLY_TAPS_GLOBAL = 'takeEarlyTaps';

/** The server marks the features it has switched on in a meta tag of the served pages. */
export const APP_FEATURES_META = 'app-features';
export type AppFeature = 'dev' | 'host';
