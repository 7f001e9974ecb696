import type { CallRef } from '../platform/call-ref.ts';

// No zod here: the USSD PIN screen imports these on its first load.

/** The borrower's USSD PIN (PRODUCT.md §22), set and changed in the app: customer-service calls. */
export const USSD_PATHS = {
  pinStatus: { method: 'GET', path: '/v3/personal-center/ussd-pin' },
  setPin: { method: 'POST', path: '/v3/personal-center/ussd-pin' },
} as const satisfies Record<string, CallRef>;

/** The longest screen a USSD gateway shows, in characters, `CON `/`END ` not counted. */
export const USSD_SCREEN_MAX = 182;

/** The digits of a USSD PIN. */
export const USSD_PIN_LENGTH = 4;

/** Wrong PINs in a row that lock it until it is set again in the app. */
export const USSD_PIN_TRIES = 5;

/** The service code the sandbox answers and the host's simulator dials. */
export const USSD_DEMO_SERVICE_CODE = '*150*00#';

/** Where the provider posts its callback unless `USSD_PATH` moves it. */
export const USSD_DEFAULT_PATH = '/ussd';
