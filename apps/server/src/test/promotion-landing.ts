import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { promotionSmsCodes } from '../db/schema/promotion.ts';
import { get, SMS_WAIT } from './test-app.ts';

// A visitor of the promotion landing, as the channel app drives it: captcha, code, registration.

const LANDING = '/api/v2/youmi/promotion';

type Fields = Record<string, string | number | undefined>;
export type Answer = {
  status: number;
  body: { code: number; message: string; data?: Record<string, unknown> };
};

/** A POST of the landing from a client address, in the reader's language. */
export const landingPost = async (
  app: FastifyInstance,
  call: 'get-sms' | 'register',
  fields: Fields,
  { address = '10.9.0.1', language }: { address?: string; language?: string } = {},
): Promise<Answer> => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi${LANDING}/${call}${language ? `?language=${language}` : ''}`,
    remoteAddress: address,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(
      Object.entries(fields).flatMap(([k, v]): [string, string][] =>
        v === undefined ? [] : [[k, String(v)]],
      ),
    ).toString(),
  });
  return { status: response.statusCode, body: response.json() };
};

/** A new captcha and its characters (read through the demo-only dev call). */
export const newCaptcha = async (app: FastifyInstance) => {
  const { body } = await get(app, `${LANDING}/get-sid`);
  const sid = body.data.sid as string;
  const read = await get(app, '/dev/promotion-captcha', { sid });
  return { sid, text: read.body.data.text as string };
};

/** get-sms with a fresh captcha typed right. */
export const askCode = async (
  app: FastifyInstance,
  phone: string,
  options: { address?: string; fields?: Fields; language?: string } = {},
) => {
  const { sid, text } = await newCaptcha(app);
  return landingPost(
    app,
    'get-sms',
    { phone, capcode: text, sid, deviceId: 'd-1', id: 1, ...options.fields },
    options,
  );
};

/** The newest code the sandbox SMS gateway has sent to a phone by now ('' for none). */
export const codeSentBy = async (app: FastifyInstance, phone: string) => {
  const { body } = await get(app, '/dev/sms-outbox', { phone });
  return (body.data.messages[0]?.code ?? '') as string;
};

/** The code a phone was just sent, once the SMS is there. */
export const sentCode = async (app: FastifyInstance, phone: string) => {
  let code = '';
  await expect.poll(async () => (code = await codeSentBy(app, phone)), SMS_WAIT).not.toBe('');
  return code;
};

/** register with a fresh captcha typed right. */
export const registerPhone = async (
  app: FastifyInstance,
  phone: string,
  smsCode: string,
  fields: Fields = {},
) => {
  const { sid, text } = await newCaptcha(app);
  return landingPost(app, 'register', { phone, capcode: text, sid, smsCode, id: 1, ...fields });
};

/** Moves a phone's codes `seconds` into the past: the cooldown and the day's window see them older. */
export const ageCodes = (app: FastifyInstance, phone: string, seconds: number) =>
  app.db
    .update(promotionSmsCodes)
    .set({ createdAt: sql`${promotionSmsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(promotionSmsCodes.phone, phone));

let sequence = 0;
/** A phone no other test of the run uses (`07…`, local form); `255…` is how it is stored. */
export const freshPhone = () => {
  sequence += 1;
  const local = `075${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(4, '0')}`;
  return { local, stored: `255${local.slice(1)}` };
};
