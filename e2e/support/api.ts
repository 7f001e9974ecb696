// A borrower and the lender's staff as the API sees them, for journeys and benchmarks that need data
// the browser does not create itself.
import { spawn } from 'node:child_process';
import { REPO_ROOT, type RunningServer } from './server.ts';

export type BorrowerSession = { userId: string; sessionId: string; mobilePhone: string; deviceId: string };

type Envelope = { code: number | string; message: string; data?: Record<string, unknown> };

const call = async (server: RunningServer, method: 'GET' | 'POST', path: string, params: object = {}) => {
  const entries = Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]);
  const query = method === 'GET' ? `?${new URLSearchParams(entries)}` : '';
  const response = await fetch(`${server.baseUrl}/tapi${path}${query}`, {
    method,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    body: method === 'POST' ? new URLSearchParams(entries) : undefined,
  });
  return (await response.json()) as Envelope;
};

/** A phone number nobody has used yet: its first login creates the borrower. */
let phoneSeq = Math.floor(Math.random() * 1000);
export const newPhone = () => {
  phoneSeq += 1;
  // Seconds since the epoch keep runs apart; the counter keeps calls of one run apart.
  return `07${String(Math.floor(Date.now() / 1000)).slice(-5)}${String(phoneSeq % 1000).padStart(3, '0')}`;
};

type SentSms = { code: string | null; sentAt: string };
/** What the sandbox SMS gateway took for `phone`, newest first (its last 20). */
const smsTo = async (server: RunningServer, phone: string) =>
  ((await call(server, 'GET', '/dev/sms-outbox', { phone })).data?.messages ?? []) as SentSms[];

/**
 * The newest code the sandbox SMS gateway took for `phone` after `since` (an SMS's `sentAt`), once it
 * has come: the outbox's worker sends it just after the call that wrote it (on a busy machine, or by
 * another process's worker, a moment later). An older code would no longer log in.
 */
export const smsCodeFor = async (server: RunningServer, phone: string, since?: string) => {
  const after = since === undefined ? Number.NEGATIVE_INFINITY : Date.parse(since);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = await smsTo(server, phone);
    const code = messages.find((message) => message.code && Date.parse(message.sentAt) > after)?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no new SMS code came to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Logs a phone in through the sandbox SMS, as the native host does. */
export const loginBorrower = async (server: RunningServer, phone = newPhone()): Promise<BorrowerSession> => {
  const [newest] = await smsTo(server, phone);
  await call(server, 'POST', '/credit-user/send-sms-code', { phone });
  const deviceId = 'e2e-device';
  const login = await call(server, 'POST', '/credit-user/sms-login', {
    phone,
    code: await smsCodeFor(server, phone, newest?.sentAt),
    deviceId,
  });
  if (!login.data) throw new Error(`login failed: ${login.message}`);
  return { ...(login.data as Omit<BorrowerSession, 'deviceId'>), deviceId };
};

/** A webview path with the session's common params, as the native app opens it. */
export const borrowerPath = (path: string, session: BorrowerSession, params: Record<string, string> = {}) => {
  const query = new URLSearchParams({
    userId: session.userId,
    sessionId: session.sessionId,
    deviceId: session.deviceId,
    mobilePhone: session.mobilePhone,
    clientType: 'android',
    ...params,
  });
  return `${path}?${query}`;
};

/** The borrower binds a mobile-money payout account (M-Pesa); the sandbox pays out to it. */
export const bindAccount = async (
  server: RunningServer,
  session: BorrowerSession,
  accountNumber = '0712345678',
) => {
  const q = new URLSearchParams({ userId: session.userId, sessionId: session.sessionId });
  const saved = await call(server, 'POST', `/v3/certify/save-bank-info?${q}`, {
    cardType: '1',
    bankCode: 'TZ0001',
    userName: 'Asha Mrisho',
    cardNo: accountNumber,
    confirmCardNo: accountNumber,
  });
  if (saved.code !== 0) throw new Error(`save-bank-info failed: ${saved.message}`);
};

/**
 * The borrower applies for product `productId` at its offered amount; resolves to the order id. The
 * borrower must have bound a payout account first (`bindAccount`): the server refuses without one.
 */
export const applyForLoan = async (server: RunningServer, session: BorrowerSession, productId = '1') => {
  const common = { userId: session.userId, sessionId: session.sessionId };
  const q = new URLSearchParams(common);
  const offer = await call(server, 'POST', `/v3/loan-confirm/loan-detail-confirm?${q}`, { productId });
  const data = offer.data as { amount: number; periods: number; termUnit: number };
  const submit = await call(server, 'POST', `/v3/loan-confirm/loan-detail-push-yd?${q}`, {
    productId,
    amount: data.amount,
    periods: data.periods,
    termUnit: data.termUnit,
  });
  if (!submit.data) throw new Error(`submit failed: ${submit.message}`);
  return String(submit.data.orderId);
};

/** Runs the staff command line (`npm run ops -- …`) against the server; resolves to its output. */
export const runOps = (server: RunningServer, args: string[], env: NodeJS.ProcessEnv = {}) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/staff-cli/cli.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, OPS_URL: server.baseUrl, DATA_DIR: server.dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });

/** A logged-in borrower whose loan of `productId` is paid out (ops approve and payout). */
export const paidOutLoan = async (server: RunningServer, productId = '2') => {
  const session = await loginBorrower(server);
  await bindAccount(server, session);
  const orderId = await applyForLoan(server, session, productId);
  for (const args of [
    ['approve', orderId],
    ['payout', orderId, '--succeed'],
  ]) {
    const result = await runOps(server, args);
    if (result.code !== 0) throw new Error(`ops ${args.join(' ')}: ${result.output}`);
  }
  return { session, orderId };
};

/** A borrower's call with the session's common params, for the repayment calls. */
export const borrowerCall = (
  server: RunningServer,
  session: BorrowerSession,
  method: 'GET' | 'POST',
  path: string,
  params: object = {},
) => {
  const q = new URLSearchParams({ userId: session.userId, sessionId: session.sessionId });
  return method === 'GET'
    ? call(server, 'GET', path, { ...params, userId: session.userId, sessionId: session.sessionId })
    : call(server, 'POST', `${path}?${q}`, params);
};

/** Runs a staff command and throws with its output when it fails (a fixture's setup). */
export const opsOrFail = async (server: RunningServer, ...args: string[]) => {
  const result = await runOps(server, args);
  if (result.code !== 0) throw new Error(`ops ${args.join(' ')}: ${result.output}`);
};

/** Files a complaint of type 2 in the borrower's own words; resolves to its id. */
export const fileComplaint = async (server: RunningServer, session: BorrowerSession, words: string) => {
  const answer = await borrowerCall(server, session, 'POST', '/user-problem/problem-save', {
    problemType: 2,
    problemDetail: words,
  });
  return String(answer.data?.problemId);
};
