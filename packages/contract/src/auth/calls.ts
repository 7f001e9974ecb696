import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { SMS_CODE_LENGTH } from '../platform/constants.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { phoneSchema } from '../platform/phone.ts';

export const smsCode = z
  .string({ error: INPUT_TEXTS.smsCodeMissing.en })
  .regex(
    new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`),
    inputText(INPUT_TEXTS.smsCodeLength, { digits: SMS_CODE_LENGTH }),
  );

export const sendSmsCode = defineCall({
  refusals: [429],
  method: 'POST',
  path: '/credit-user/send-sms-code',
  input: z.object({ phone: phoneSchema }),
  data: z.object({ resendAfterSeconds: z.number().int() }),
});

export const smsLogin = defineCall({
  method: 'POST',
  path: '/credit-user/sms-login',
  /** 403: the account was closed at the borrower's request (PRODUCT.md §21). */
  refusals: [403],
  input: z.object({
    phone: phoneSchema,
    code: smsCode,
    deviceId: z
      .string({ error: inputText(INPUT_TEXTS.required, { name: 'deviceId' }) })
      .trim()
      .min(1, inputText(INPUT_TEXTS.required, { name: 'deviceId' }))
      .max(100),
  }),
  data: z.object({ userId: z.string(), sessionId: z.string(), mobilePhone: z.string() }),
});

export const logout = defineCall({
  method: 'POST',
  path: '/credit-user/logout',
  input: z.object({}),
  data: z.object({}),
});

export const userInfo = defineCall({
  method: 'POST',
  path: '/v3/user/info',
  input: z.object({}),
  data: z.object({ userId: z.string(), mobilePhone: z.string(), createdAt: z.string() }),
});

/** Demo mode only: what the sandbox SMS gateway sent to a phone, newest first. */
export const devSmsOutbox = defineCall({
  method: 'GET',
  path: '/dev/sms-outbox',
  input: z.object({ phone: phoneSchema }),
  data: z.object({
    messages: z.array(z.object({ text: z.string(), code: z.string().nullable(), sentAt: z.string() })),
  }),
});
