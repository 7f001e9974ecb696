import { USSD_DEFAULT_PATH, USSD_DEMO_SERVICE_CODE } from '@tz-loan/contract/ussd/paths';
import type { FastifyInstance } from 'fastify';
import { get, post } from './test-app.ts';

/** What the USSD tests need on top of the repayment ones: a code may be asked for right after login. */
export const USSD_ENV = { SMS_RESEND_SECONDS: '0' } as const;

let sessionSeq = 0;
/** A new gateway session id, as Africa's Talking makes one per dial. */
export const newSession = () => {
  sessionSeq += 1;
  return `ATUid_${process.pid}_${Date.now().toString(36)}_${sessionSeq}`;
};

/** Posts one request of the gateway, as Africa's Talking does: a form, answered in plain text. */
export const dial = async (
  app: FastifyInstance,
  fields: { sessionId: string; phone: string; text: string },
  options: { query?: string; path?: string } = {},
) => {
  const response = await app.inject({
    method: 'POST',
    url: `${options.path ?? USSD_DEFAULT_PATH}${options.query ?? ''}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      sessionId: fields.sessionId,
      serviceCode: USSD_DEMO_SERVICE_CODE,
      phoneNumber: `+${fields.phone.replace(/^0/, '255')}`,
      networkCode: '64002',
      text: fields.text,
    }).toString(),
  });
  return { status: response.statusCode, body: response.body, type: response.headers['content-type'] };
};

/** Sets the borrower's USSD PIN in the app: an SMS code to their own phone, then the call. */
export const setPin = async (app: FastifyInstance, session: Record<string, string>, pin: string) => {
  const phone = session.mobilePhone ?? '';
  const codes = async () =>
    ((await get(app, '/dev/sms-outbox', { phone })).body.data.messages as { code?: string }[])
      .map((message) => message.code)
      .filter((code): code is string => Boolean(code));
  const before = (await codes()).length;
  const sent = await post(app, '/credit-user/send-sms-code', { phone });
  if (sent.body.code !== 0) throw new Error(`send-sms-code: ${sent.body.message}`);
  // Sent through the outbox, beside other SMS: the new code is read once it is there, never the login's.
  let now = await codes();
  for (let tries = 0; now.length === before && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await codes();
  }
  return (await post(app, '/v3/personal-center/ussd-pin', { code: now[0], pin }, session)).body;
};
