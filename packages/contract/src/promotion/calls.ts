import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { SMS_CODE_LENGTH } from '../platform/constants.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { idParam, optionalIdParam } from '../platform/params.ts';
import { phoneSchema } from '../platform/phone.ts';
import { OPS_PREFIX } from '../staff/calls.ts';
import { EVERY_ROLE } from '../staff/roles.ts';
import { ATTRIBUTION_MAX, PROMOTION_CODES, PROMOTION_PAGE_TYPE, PROMOTION_PATHS } from './paths.ts';

// The promotion registration landing (PRODUCT.md §14): a template's landing config, visits and clicks,
// a captcha, an SMS code and the registration that creates the borrower with its attribution.

/** Optional text up to `max`, trimmed; missing is ''. */
const text = (name: string, max = ATTRIBUTION_MAX) =>
  z
    .string()
    .max(max, inputText(INPUT_TEXTS.tooLong, { name }))
    .optional()
    .transform((value) => value?.trim() ?? '');

/** Where a visitor came from (the landing's query), kept with what they do. */
const attribution = {
  user_from: text('user_from'),
  app_from: text('app_from'),
  utm_tag: text('utm_tag'),
};

/** A captcha id as get-sid gives it. */
const sid = z
  .string({ error: inputText(INPUT_TEXTS.required, { name: 'sid' }) })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, inputText(INPUT_TEXTS.notValid, { name: 'sid' }));

/** The characters typed from the picture; an empty one is refused by the server in words. */
const capcode = text('capcode', 20);

const smsCode = z
  .string({ error: INPUT_TEXTS.smsCodeMissing.en })
  .regex(
    new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`),
    inputText(INPUT_TEXTS.smsCodeLength, { digits: SMS_CODE_LENGTH }),
  );

export const templateConfig = z.object({
  id: z.number().int(),
  title: z.string(),
  /** An image address on this app's origin, or a small picture of the app's own as a `data:` URL. */
  banner: z.string(),
  benefits: z.array(z.string()),
  buttonText: z.string(),
  /** The landing's main colour, `#rrggbb`. */
  colour: z.string(),
  androidUrl: z.string(),
  iosUrl: z.string(),
});
export type TemplateConfig = z.infer<typeof templateConfig>;

export const channelTemplate = defineCall({
  ...PROMOTION_PATHS.template,
  summary: "A promotion template's landing config, in the reader's language",
  refusals: [404],
  input: z.object({ templateId: idParam('templateId') }),
  data: templateConfig,
});

const tracking = z.object({
  page_id: idParam('page_id'),
  ...attribution,
  client_type: text('client_type', 20),
  page_type: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value === '' || value === PROMOTION_PAGE_TYPE,
      inputText(INPUT_TEXTS.mustBe, { name: 'page_type', value: PROMOTION_PAGE_TYPE }),
    ),
  /** What the visitor typed so far: kept only when it is a mobile number. */
  phone: text('phone', 30),
});

export const trackVisit = defineCall({
  ...PROMOTION_PATHS.trackVisit,
  summary: 'Records a visit of the landing (on load)',
  refusals: [404],
  input: tracking,
  data: z.object({}),
});

export const trackClick = defineCall({
  ...PROMOTION_PATHS.trackClick,
  summary: 'Records a tap on the landing’s Register button',
  refusals: [404],
  input: tracking,
  data: z.object({}),
});

export const getSid = defineCall({
  ...PROMOTION_PATHS.getSid,
  summary: 'A new captcha id; its picture is GET …/promotion/captcha?sid=<sid>',
  input: z.object({}),
  data: z.object({ sid: z.string(), expiresInSeconds: z.number().int() }),
});

export const getSms = defineCall({
  ...PROMOTION_PATHS.getSms,
  summary: 'Checks the captcha (spending it) and sends a verification code by SMS',
  refusals: [PROMOTION_CODES.alreadyRegistered, PROMOTION_CODES.captchaWrong, 404, 429],
  input: z.object({
    phone: phoneSchema,
    capcode,
    sid,
    deviceId: text('deviceId'),
    appName: text('appName'),
    ...attribution,
    /** The template of the landing (optional): codes sent are counted per template. */
    id: optionalIdParam('id'),
  }),
  data: z.object({ resendAfterSeconds: z.number().int() }),
});

export const register = defineCall({
  ...PROMOTION_PATHS.register,
  summary: 'Creates the borrower for a phone, with the landing’s attribution',
  refusals: [PROMOTION_CODES.registerCaptchaWrong, PROMOTION_CODES.alreadyRegistered, 404],
  input: z.object({
    phone: phoneSchema,
    capcode,
    sid,
    smsCode,
    deviceId: text('deviceId'),
    appName: text('appName'),
    merchantNumber: text('merchantNumber'),
    userName: text('userName'),
    invite_code: text('invite_code'),
    ...attribution,
    id: idParam('id'),
  }),
  data: z.object({}),
});
export type RegisterInput = z.input<typeof register.input>;

/** The captcha picture's query (`PROMOTION_CAPTCHA_PATH`). */
export const captchaQuery = z.object({ sid });

/** Demo mode only: the characters of a captcha, for the browser journeys' tests. */
export const devPromotionCaptcha = defineCall({
  method: 'GET',
  path: '/dev/promotion-captcha',
  summary: 'Demo only: the characters of a live captcha',
  refusals: [404],
  input: captchaQuery,
  data: z.object({ text: z.string() }),
});

export const opsPromotionRow = z.object({
  /** null: codes asked for without naming a template. */
  templateId: z.number().int().nullable(),
  templateTitle: z.string().nullable(),
  /** '' when the visitor came without one. */
  utmTag: z.string(),
  visits: z.number().int(),
  clicks: z.number().int(),
  codesSent: z.number().int(),
  registrations: z.number().int(),
  /** Registrations per visit, in basis points; null without visits. */
  conversionBp: z.number().int().nullable(),
});
export type OpsPromotionRow = z.infer<typeof opsPromotionRow>;

/** `npm run ops -- promotion [--template ID]`: the landing's funnel per template and utm_tag. */
export const opsPromotion = defineCall({
  roles: EVERY_ROLE,
  method: 'GET',
  path: `${OPS_PREFIX}/promotion`,
  summary: 'Visits, clicks, codes sent, registrations and conversion per template and utm_tag',
  refusals: [404],
  input: z.object({ templateId: optionalIdParam('templateId') }),
  data: z.object({ rows: z.array(opsPromotionRow) }),
});
