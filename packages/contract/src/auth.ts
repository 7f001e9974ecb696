import { z } from 'zod';
import { defineCall } from './call.ts';
import { SMS_CODE_LENGTH } from './constants.ts';
import { phoneSchema } from './phone.ts';

const smsCode = z
  .string({ error: 'Enter the code from the SMS' })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), `The code from the SMS has ${SMS_CODE_LENGTH} digits`);

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
  input: z.object({
    phone: phoneSchema,
    code: smsCode,
    deviceId: z.string({ error: 'deviceId is required' }).trim().min(1, 'deviceId is required').max(100),
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
