import type { TemplateConfig } from '@tz-loan/contract/promotion/calls';
import { PROMOTION_CODES, PROMOTION_PATHS } from '@tz-loan/contract/promotion/paths';
import type { MockHandlers } from '../../shared/http/mock-types.ts';
import { ok } from '../../shared/http/mock-types.ts';

// The promotion landing's calls (PRODUCT.md §14), as the server answers them for the seed's template 1.

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

/** The characters of every mock captcha picture (use-captcha.ts draws it in mock mode). */
export const MOCK_CAPTCHA_TEXT = 'K7QA';
/** The code every mock SMS carries. */
export const MOCK_SMS_CODE = '246810';
/** A phone the mock server already has a borrower for. */
export const MOCK_REGISTERED_PHONE = '255700000011';

export const promotionTemplateMock: TemplateConfig = {
  id: 1,
  title: 'Borrow up to 600.000,00 TZS',
  banner: '/promotion/banner-1.svg',
  benefits: [
    'Apply in minutes on your phone; we review every application',
    'No paperwork',
    'The money goes to your M-Pesa, Mixx by Yas or Airtel Money wallet',
    'Repay within 91 days',
  ],
  buttonText: 'Register now',
  colour: '#0a7d3b',
  androidUrl: 'https://play.google.com/store/apps/details?id=tz.example.sandboxlender',
  iosUrl: 'https://apps.apple.com/tz/app/sandbox-lender/id0000000000',
};

const phoneOf = (raw: unknown) => String(raw ?? '').replace(/^\+?255|^0/, '255');
const captchaWrong = (params: Record<string, unknown>) =>
  params.capcode !== undefined && String(params.capcode).toUpperCase() !== MOCK_CAPTCHA_TEXT;

let sids = 0;

export const mocks: MockHandlers = {
  [key(PROMOTION_PATHS.template)]: ({ templateId }) =>
    templateId === undefined || String(templateId) === '1'
      ? ok(promotionTemplateMock)
      : { code: 404, message: 'This promotion does not exist or has ended' },
  [key(PROMOTION_PATHS.trackVisit)]: () => ok({}),
  [key(PROMOTION_PATHS.trackClick)]: () => ok({}),
  [key(PROMOTION_PATHS.getSid)]: () => {
    sids += 1;
    return ok({ sid: `mock-captcha-${String(sids).padStart(6, '0')}`, expiresInSeconds: 300 });
  },
  [key(PROMOTION_PATHS.getSms)]: (params) => {
    if (captchaWrong(params))
      return {
        code: PROMOTION_CODES.captchaWrong,
        message: 'The characters do not match the picture. Enter the ones in the new picture',
      };
    if (phoneOf(params.phone) === MOCK_REGISTERED_PHONE)
      return {
        code: PROMOTION_CODES.alreadyRegistered,
        message: 'This number is already registered. Please download the app and log in',
      };
    return { code: 0, message: 'The code was sent by SMS', data: { resendAfterSeconds: 60 } };
  },
  [key(PROMOTION_PATHS.register)]: (params) => {
    if (captchaWrong(params))
      return {
        code: PROMOTION_CODES.registerCaptchaWrong,
        message: 'The characters do not match the picture. Enter the ones in the new picture',
      };
    if (phoneOf(params.phone) === MOCK_REGISTERED_PHONE)
      return {
        code: PROMOTION_CODES.alreadyRegistered,
        message: 'This number is already registered. Please download the app and log in',
      };
    if (params.smsCode !== undefined && params.smsCode !== MOCK_SMS_CODE)
      return { code: 400, message: 'The code is wrong or has expired. Ask for a new one' };
    return { code: 0, message: 'Registration successful', data: {} };
  },
};
