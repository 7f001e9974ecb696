import { z } from 'zod';

/**
 * Tanzanian mobile numbers: local `07XXXXXXXX`/`06XXXXXXXX` or international `255…`/`+255…`.
 * Stored and compared in the international form without the plus.
 */
const TZ_MOBILE = /^(?:\+?255|0)([67]\d{8})$/;

export const normalizePhone = (raw: string): string | null => {
  const match = TZ_MOBILE.exec(raw.replace(/[\s-]/g, ''));
  return match ? `255${match[1]}` : null;
};

export const PHONE_MESSAGE = 'Enter a Tanzanian mobile number, such as 0712345678';

export const phoneSchema = z.string({ error: PHONE_MESSAGE }).transform((raw, ctx) => {
  const phone = normalizePhone(raw);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});
