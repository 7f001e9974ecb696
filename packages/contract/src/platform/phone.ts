import { z } from 'zod';
import { INPUT_TEXTS } from './input-texts.ts';
import { normalizePhone } from './phone-rule.ts';

// The rule itself is zod-free in phone-rule.ts, for screens that cannot load zod.
export { formatPhone, normalizePhone } from './phone-rule.ts';

export const PHONE_MESSAGE = INPUT_TEXTS.phone.en;

export const phoneSchema = z.string({ error: PHONE_MESSAGE }).transform((raw, ctx) => {
  const phone = normalizePhone(raw);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});
