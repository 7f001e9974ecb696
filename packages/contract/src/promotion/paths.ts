import type { CallRef } from '../platform/call-ref.ts';

// No zod here: the promotion landing (`#/register?id=…`) imports these on its first load.

/** The promotion calls' methods and paths (SPEC.md §7); their schemas are in promotion.ts. */
export const PROMOTION_PATHS = {
  template: { method: 'GET', path: '/api/v2/youmi/service/channel/channel-template' },
  trackVisit: { method: 'GET', path: '/api/v2/youmi/promotion/track-visit' },
  trackClick: { method: 'GET', path: '/api/v2/youmi/promotion/track-click' },
  getSid: { method: 'GET', path: '/api/v2/youmi/promotion/get-sid' },
  getSms: { method: 'POST', path: '/api/v2/youmi/promotion/get-sms' },
  register: { method: 'POST', path: '/api/v2/youmi/promotion/register' },
} as const satisfies Record<string, CallRef>;

/**
 * The captcha image of a sid (under API_BASE): `GET …/captcha?sid=<sid>`, an SVG that is never cached.
 * Not a call of the envelope: an `<img>` shows it.
 */
export const PROMOTION_CAPTCHA_PATH = '/api/v2/youmi/promotion/captcha';

/** The envelope codes the landing reacts to (SPEC.md §8), besides 0 and the usual 400/404/429. */
export const PROMOTION_CODES = {
  /** get-sms: the characters do not match the picture; the picture is spent, show a new one. */
  captchaWrong: 101,
  /** get-sms and register: the phone already has an account; open the download page. */
  alreadyRegistered: 11,
  /** register: the characters do not match the picture; show a new one. */
  registerCaptchaWrong: -1,
} as const;

/** A captcha id lives this long and serves one code request and the registration that follows. */
export const CAPTCHA_TTL_SECONDS = 300;

/** The landing's `page_type` on its tracking calls. */
export const PROMOTION_PAGE_TYPE = '1';

/** The longest attribution value kept (`user_from`, `app_from`, `utm_tag`, `invite_code`). */
export const ATTRIBUTION_MAX = 100;
