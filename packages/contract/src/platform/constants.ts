/** Business constants of SPEC.md §9, one place for both apps. */
export const API_BASE = '/tapi';
export const REQUEST_TIMEOUT_MS = 60_000;
export const ASYNC_MARKER_HEADER = 'X-Requested-With';
export const ASYNC_MARKER_VALUE = 'XMLHttpRequest';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const INFO_TOAST_MS = 2_000;
export const CUSTOM_TOAST_DEFAULT_MS = 3_000;
/** A custom toast duration under this is taken as unset and replaced by the default. */
export const CUSTOM_TOAST_MIN_MS = 301;
export const COMPLAINT_SUCCESS_MODAL_MS = 1_500;

export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;
export const RATING_SCALE = 5;
export const RATING_MODAL_DELAY_MS = 3_000;
export const KEYBOARD_THRESHOLD_PX = 60;
export const REPLY_PROMISE_WEEKDAYS = 3;

export const DEFAULT_CHANNEL_NUMBER = '90006';
export const ACCOUNT_NUMBER_PATTERN = /^(\d{9}|0\d{9})$/;

export const CONTACT_OVERALL = 30;
export const CONTRACT_SCENE = 3;
export const GOOGLE_SCORE_SENT = 5;
export const EVENT_MODULE_BORROW_AGAIN = 30;
export const EVENT_POSITION_ID = 0;
export const NATIVE_RATE_MIN_STARS = 4;

export const COUNTDOWN_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const CAPTCHA_LENGTH = 4;
export const MOBILE_LENGTH = 11;

export const LOAN_AGREEMENT = {
  amountMinMinor: 400_000_00,
  amountMaxMinor: 800_000_00,
  termMinDays: 91,
  termMaxDays: 120,
  /** APR strictly below 14.6 %, in basis points. */
  aprBelowBp: 1460,
  adultAge: 18,
} as const;

/**
 * The borrower chooses an amount in steps of 10.000 TZS (PRODUCT.md §19), counted from the product's
 * smallest amount; its largest amount is allowed too, even off the step.
 */
export const LOAN_AMOUNT_STEP_MINOR = 10_000_00;

export const CURRENCY = 'TZS';

/** The lender's service line, shown where the server gives no other number (SPEC.md §9). */
export const SERVICE_TELEPHONE = '+255 22 000 0000';

export const PULL_TO_REFRESH = { distance: 25, damping: 100, fallbackMs: 1000 } as const;
