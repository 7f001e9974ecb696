import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { get } from './test-app.ts';

// Test fixtures for the card store: its calls as the channel app's second HTTP client makes them, and
// card numbers made on the spot (Luhn-valid, with the last four digits a test wants).

export type Session = Record<string, string>;
type Body = Record<string, string | number | undefined>;

export const CARD_STORE = '/api/v1/youmi/youmi-api/service/loan';

export const cardPost = async (
  app: FastifyInstance,
  call: 'repayment-way' | 'repayment-commit' | 'repayment-confirm' | 'repayment-huichao' | 'add-card',
  body: Body,
  session: Session,
  key?: string,
) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi${CARD_STORE}/${call}?${new URLSearchParams(session)}`,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: new URLSearchParams(
      Object.entries(body).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
    ).toString(),
  });
  return response.json();
};

const luhnSum = (digits: string) =>
  [...digits].reverse().reduce((sum, d, i) => {
    const doubled = i % 2 === 1 ? Number(d) * 2 : Number(d);
    return sum + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);

/** A Luhn-valid 16-digit number ending in `last4`: one free digit of the middle makes it add up. */
export const cardNumber = (last4: string, seed = 4) => {
  for (let free = 0; free < 10; free += 1) {
    const digits = `4${String(seed).padStart(6, '0')}${free}0000${last4}`.slice(0, 16);
    if (luhnSum(digits) % 10 === 0) return digits;
  }
  throw new Error(`no Luhn-valid card ends in ${last4}`);
};

/** Next year's December, as MM/YY. */
export const futureExpiry = () => `12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0')}`;

export const addCard = (app: FastifyInstance, session: Session, body: Body = {}, key?: string) =>
  cardPost(
    app,
    'add-card',
    {
      cardNo: cardNumber('4242'),
      holderName: 'Asha Mwita',
      expiry: futureExpiry(),
      bankCode: 'CRDB',
      ...body,
    },
    session,
    key,
  );

/** A saved card's id. */
export const savedCard = async (app: FastifyInstance, session: Session, last4 = '4242') => {
  const answer = await addCard(app, session, { cardNo: cardNumber(last4) });
  if (answer.code !== '00') throw new Error(`add-card: ${answer.message}`);
  return answer.data.id as string;
};

export const repaymentWay = async (app: FastifyInstance, session: Session, orderId: number) => {
  const answer = await cardPost(app, 'repayment-way', { orderId }, session);
  if (answer.code !== '00') throw new Error(`repayment-way: ${answer.message}`);
  return answer.data;
};

/** A commit with a fresh token (unless one is given). */
export const commit = async (
  app: FastifyInstance,
  session: Session,
  body: { orderId: number; amount: number; cardId: string; repayToken?: string } & Body,
  key?: string,
) => {
  const repayToken = body.repayToken ?? (await repaymentWay(app, session, body.orderId)).repayToken;
  return cardPost(
    app,
    'repayment-commit',
    { bankName: '', cardNo: '', bankCode: '', couponId: '', sendMsg: 1, ...body, repayToken },
    session,
    key,
  );
};

export const confirm = (
  app: FastifyInstance,
  session: Session,
  body: { orderId: number; repaymentRecordId: string; verifyCode: string },
  key?: string,
) => cardPost(app, 'repayment-confirm', body, session, key);

/** The card payment's code SMS, in either language (the login code is not it). */
const CARD_CODE_SMS = /card payment|malipo ya kadi/;

/** The newest card payment code the sandbox SMS gateway sent this borrower, if any (other SMS are not it). */
export const smsCodeOf = async (app: FastifyInstance, session: Session) => {
  const { body } = await get(app, '/dev/sms-outbox', { phone: session.mobilePhone ?? '' });
  const messages = body.data.messages as { text: string; code?: string | null }[];
  return messages.find((m) => m.code && CARD_CODE_SMS.test(m.text))?.code ?? undefined;
};

/**
 * The card payment code just asked for: sent at once unless a worker's pass claimed its outbox row
 * first, so this waits for its message, however busy the machine.
 */
export const sentCardCode = async (app: FastifyInstance, session: Session) => {
  for (;;) {
    const code = await smsCodeOf(app, session);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
