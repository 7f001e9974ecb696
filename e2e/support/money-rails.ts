// The real money rails against local fakes: servers on AzamPay's and Africa's Talking's adapters, a
// PostgreSQL database of their own, borrowers logged in with the code the SMS fake received, and
// loans paid out through the ops API. For the kill test and the money-rails benchmark.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  type AfricasTalkingFake,
  startAfricasTalkingFake,
} from '../../apps/server/src/test/fakes/africastalking-fake.ts';
import { type AzamPayFake, startAzamPayFake } from '../../apps/server/src/test/fakes/azampay-fake.ts';
import { applyForLoan, type BorrowerSession, bindAccount, newPhone } from './api.ts';
import type { RunningServer } from './server.ts';
import { firstAdmin, invitedMember, type StaffMemberSession } from './staff.ts';

const AT_ACCOUNT = { username: 'mfano', apiKey: 'at-key-money-rails-0123456789' };
const AZAMPAY_ACCOUNT = {
  appName: 'mfano',
  clientId: 'money-rails-client',
  clientSecret: 'money-rails-secret-0123456789abcdef',
};

export type Fakes = { at: AfricasTalkingFake; azampay: AzamPayFake; close: () => Promise<void> };

export const startFakes = async (): Promise<Fakes> => {
  const at = await startAfricasTalkingFake(AT_ACCOUNT);
  const azampay = await startAzamPayFake(AZAMPAY_ACCOUNT);
  return { at, azampay, close: async () => void (await Promise.all([at.close(), azampay.close()])) };
};

/**
 * A server's settings on the real adapters pointed at the fakes. The lease outlives both providers'
 * timeouts, so a slow send is never taken over and sent twice; `senderId` tells the processes' SMS apart.
 */
export const railsEnv = (fakes: Fakes, senderId: string, leaseSeconds = 5): NodeJS.ProcessEnv => ({
  SMS_PROVIDER: 'africastalking',
  AT_USERNAME: AT_ACCOUNT.username,
  AT_API_KEY: AT_ACCOUNT.apiKey,
  AT_SMS_URL: fakes.at.url,
  AT_SENDER_ID: senderId,
  AT_TIMEOUT_MS: '2000',
  MOBILE_MONEY_PROVIDER: 'azampay',
  AZAMPAY_APP_NAME: AZAMPAY_ACCOUNT.appName,
  AZAMPAY_CLIENT_ID: AZAMPAY_ACCOUNT.clientId,
  AZAMPAY_CLIENT_SECRET: AZAMPAY_ACCOUNT.clientSecret,
  AZAMPAY_AUTH_URL: fakes.azampay.url,
  AZAMPAY_CHECKOUT_URL: fakes.azampay.url,
  AZAMPAY_DISBURSE_URL: fakes.azampay.url,
  AZAMPAY_TIMEOUT_MS: '2000',
  OUTBOX_LEASE_SECONDS: String(leaseSeconds),
  CHECK_ANSWERS: '0',
});

/** A PostgreSQL database of its own on DATABASE_URL's server, with a client to read it; `drop` ends both. */
export const scratchDatabase = async (prefix: string) => {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('The money rails need PostgreSQL: set DATABASE_URL');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    query: async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
      (await client.query(text, values)).rows as T[],
    drop: async () => {
      await client.end().catch(() => {});
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
};
export type ScratchDatabase = Awaited<ReturnType<typeof scratchDatabase>>;

const last9 = (phone: string) => phone.replace(/\D/g, '').slice(-9);

/** Where a form POST of the borrower's API goes, as the web app sends it. */
export const borrowerPost = async (
  server: RunningServer,
  path: string,
  body: Record<string, string | number>,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) => {
  const response = await fetch(`${server.baseUrl}/tapi${path}?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
    body: new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])),
  });
  return (await response.json()) as {
    code: number | string;
    message: string;
    data?: Record<string, unknown>;
  };
};

/** Asks for a login code: one SMS through the outbox, sent to the fake. */
export const askForCode = (server: RunningServer, phone: string) =>
  borrowerPost(server, '/credit-user/send-sms-code', { phone });

/** Logs a phone in with the code the SMS fake received for it. */
export const loginThroughFake = async (
  server: RunningServer,
  at: AfricasTalkingFake,
  phone = newPhone(),
): Promise<BorrowerSession> => {
  const asked = await askForCode(server, phone);
  if (asked.code !== 0) throw new Error(`send-sms-code: ${asked.message}`);
  // Sent at once unless the worker had claimed the row first: then it follows within a pass.
  const code = await until(
    `the SMS code for ${phone}`,
    async () => {
      const message = [...at.accepted].reverse().find((m) => last9(m.to) === last9(phone));
      return /\b(\d{4,8})\b/.exec(message?.message ?? '')?.[1];
    },
    10_000,
  );
  const deviceId = 'money-rails';
  const login = await borrowerPost(server, '/credit-user/sms-login', { phone, code, deviceId });
  if (!login.data) throw new Error(`sms-login: ${login.message}`);
  return { ...(login.data as Omit<BorrowerSession, 'deviceId'>), deviceId };
};

const crews = new WeakMap<
  RunningServer,
  Promise<{ doer: StaffMemberSession; checker: StaffMemberSession }>
>();

/**
 * The lender's staff on a production server: the first admin from the data folder, a member holding
 * every role who does the work, and a second finance officer who approves what takes four eyes.
 */
export const staffCrew = (server: RunningServer) => {
  let crew = crews.get(server);
  if (!crew) {
    const tag = randomBytes(3).toString('hex');
    crew = (async () => {
      const admin = await firstAdmin(server, `admin-${tag}`);
      const doer = await invitedMember(server, admin, `ops-${tag}`, ['agent', 'credit', 'finance', 'admin']);
      const checker = await invitedMember(server, admin, `checker-${tag}`, ['finance']);
      return { doer, checker };
    })();
    crews.set(server, crew);
  }
  return crew;
};

const opsPost = async (server: RunningServer, token: string, path: string, body: Record<string, string>) => {
  const response = await fetch(`${server.baseUrl}/tapi/ops${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message: string; data?: { approvalId?: number } };
  if (answer.code !== 0) throw new Error(`ops ${path}: ${answer.message}`);
  return answer.data;
};

/** A staff action on the ops API (what `npm run ops` sends); a four-eyes proposal is approved by another. */
export const ops = async (server: RunningServer, path: string, body: Record<string, string> = {}) => {
  const { doer, checker } = await staffCrew(server);
  const data = await opsPost(server, doer.token, path, body);
  if (typeof data?.approvalId === 'number') {
    await opsPost(server, checker.token, `/approvals/${data.approvalId}`, { decision: 'approve' });
  }
};

/** A borrower logged in through the SMS fake, whose loan of product 2 is approved and paid out. */
export const paidOutLoanOnRails = async (server: RunningServer, at: AfricasTalkingFake) => {
  const session = await loginThroughFake(server, at);
  await bindAccount(server, { ...session });
  const orderId = await applyForLoan(server, session, '2');
  await ops(server, `/orders/${orderId}/approve`);
  await ops(server, `/orders/${orderId}/payout`, { outcome: 'succeed' });
  return { session, orderId };
};
export type RailsLoan = Awaited<ReturnType<typeof paidOutLoanOnRails>>;

/** Pay from my phone: the borrower's `POST /v3/repay/push` (M-Pesa, their own number). */
export const startPush = (server: RunningServer, loan: RailsLoan, amount: number, idempotencyKey?: string) =>
  borrowerPost(
    server,
    '/v3/repay/push',
    { orderId: loan.orderId, amount, isDelay: '0', wallet: 'TZ0001', phone: '0741234567' },
    { userId: loan.session.userId, sessionId: loan.session.sessionId },
    idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  );

/** Runs `jobs` with at most `width` at once; resolves when all have settled. */
export const inWaves = async <T>(
  items: T[],
  width: number,
  job: (item: T, index: number) => Promise<unknown>,
) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await job(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
};

/** Polls `check` until it returns a value (not undefined), or fails with `what` after `timeoutMs`. */
export const until = async <T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
