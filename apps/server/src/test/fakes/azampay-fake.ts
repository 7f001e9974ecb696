import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local AzamPay that speaks its documented protocol (docs/providers/azampay.md): tokens with a short
 * life, bearer checks, MNO and bank checkout, disbursement, name lookup, transaction status, and the
 * checkout callback posted to `callbackUrl`. A test scripts each request's fate and each
 * collection's end, and reads back every request it received.
 */

export type Route = 'token' | 'checkout' | 'bank' | 'disburse' | 'namelookup' | 'status';
/** What the next request on a route gets: taken, refused (400), no answer at all, or a 500. */
export type Fate =
  | { kind: 'accept' }
  | { kind: 'refuse'; message: string }
  | { kind: 'hang' }
  | { kind: 'fail' };
export type Ending = 'succeeded' | 'declined' | 'timeout';

export type FakeTransaction = {
  externalId: string;
  transactionId: string;
  kind: 'collection' | 'disbursement';
  /** Whole shillings, as AzamPay keeps them. */
  amount: number;
  accountNumber: string;
  provider: string;
  state: 'pending' | 'success' | 'failure';
  message: string;
  fspReferenceId: string;
};

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
};

export type AzamPayFake = Awaited<ReturnType<typeof startAzamPayFake>>;

const PATHS: Record<string, Route> = {
  'POST /AppRegistration/GenerateToken': 'token',
  'POST /azampay/mno/checkout': 'checkout',
  'POST /azampay/bank/checkout': 'bank',
  'POST /api/v1/azampay/disburse': 'disburse',
  'POST /api/v1/azampay/namelookup': 'namelookup',
  'GET /api/v1/azampay/transactionstatus': 'status',
};

export const startAzamPayFake = async (
  credentials: { appName: string; clientId: string; clientSecret: string },
  options: { tokenLifeMs?: number; callbackUrl?: string } = {},
) => {
  const requests: RecordedRequest[] = [];
  const tokens = new Map<string, number>();
  const transactions = new Map<string, FakeTransaction>();
  const pushes = new Map<string, number>();
  const fates = new Map<Route, Fate[]>();
  const names = new Map<string, string>();
  const state = { tokenLifeMs: options.tokenLifeMs ?? 60_000, callbackUrl: options.callbackUrl ?? '' };

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, message: string) =>
    reply(res, 400, { success: false, message, statusCode: 400 });

  const take = (
    kind: FakeTransaction['kind'],
    externalId: string,
    amount: unknown,
    account: string,
    provider: string,
  ) => {
    pushes.set(externalId, (pushes.get(externalId) ?? 0) + 1);
    const known = transactions.get(externalId);
    if (known) return known;
    const transaction: FakeTransaction = {
      externalId,
      transactionId: randomUUID().replaceAll('-', ''),
      kind,
      amount: Number(amount),
      accountNumber: account,
      provider,
      state: 'pending',
      message: 'Your request has been received and is being processed.',
      fspReferenceId: '',
    };
    transactions.set(externalId, transaction);
    return transaction;
  };

  const answer = (
    route: Route,
    body: Record<string, unknown>,
    query: URLSearchParams,
    res: ServerResponse,
  ) => {
    const str = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    if (route === 'token') {
      const known = ['appName', 'clientId', 'clientSecret'] as const;
      if (known.some((key) => body[key] !== credentials[key])) {
        return reply(res, 423, {
          success: false,
          message: 'Provided detail is not valid for this app or secret key has expired',
          statusCode: 423,
        });
      }
      const accessToken = randomUUID();
      const expire = Date.now() + state.tokenLifeMs;
      tokens.set(accessToken, expire);
      return reply(res, 200, {
        data: { accessToken, expire: new Date(expire).toISOString() },
        message: 'Token generated successfully',
        success: true,
        statusCode: 200,
      });
    }
    if (route === 'checkout' || route === 'bank') {
      const externalId = route === 'checkout' ? str('externalId') : str('referenceId');
      const account = route === 'checkout' ? str('accountNumber') : str('merchantAccountNumber');
      if (!externalId || !/^\d+$/.test(String(body.amount))) return refuse(res, 'Invalid request');
      const transaction = take('collection', externalId, body.amount, account, str('provider'));
      return reply(res, 200, {
        success: true,
        transactionId: transaction.transactionId,
        message: transaction.message,
      });
    }
    if (route === 'disburse') {
      const destination = (body.destination ?? {}) as Record<string, string>;
      const details = (body.transferDetails ?? {}) as Record<string, unknown>;
      if (!str('externalReferenceId') || !destination.accountNumber) return refuse(res, 'Invalid request');
      const transaction = take(
        'disbursement',
        str('externalReferenceId'),
        details.amount,
        destination.accountNumber,
        destination.bankName ?? '',
      );
      return reply(res, 200, {
        pgReferenceId: transaction.transactionId,
        message: 'Your transaction is in process',
        success: true,
        statusCode: 200,
      });
    }
    if (route === 'namelookup') {
      const name = names.get(str('accountNumber'));
      if (!name)
        return reply(res, 200, {
          success: false,
          message: 'Account not found',
          name: '',
          accountNumber: str('accountNumber'),
          bankName: str('bankName'),
        });
      return reply(res, 200, {
        name,
        message: 'Success',
        success: true,
        accountNumber: str('accountNumber'),
        bankName: str('bankName'),
      });
    }
    const transaction = transactions.get(query.get('externalId') ?? '');
    if (!transaction)
      return reply(res, 404, { success: false, message: 'Transaction not found', statusCode: 404 });
    return reply(res, 200, {
      success: true,
      statusCode: 200,
      message: transaction.message,
      data: {
        status: transaction.state,
        amount: String(transaction.amount),
        externalId: transaction.externalId,
        pgReferenceId: transaction.transactionId,
        fspReferenceId: transaction.fspReferenceId,
        message: transaction.message,
      },
    });
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw });
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = PATHS[`${req.method} ${url.pathname}`];
    if (!route) return reply(res, 404, { success: false, message: 'No such endpoint' });
    if (route !== 'token') {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const expire = tokens.get(bearer);
      if (expire === undefined || expire <= Date.now())
        return reply(res, 401, { success: false, message: 'Unauthorized' });
    }
    const fate = fates.get(route)?.shift() ?? { kind: 'accept' };
    if (fate.kind === 'hang') return;
    if (fate.kind === 'fail') return reply(res, 500, { success: false, message: 'Internal Server Error' });
    if (fate.kind === 'refuse') return refuse(res, fate.message);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return refuse(res, 'Invalid JSON');
    }
    answer(route, body, url.searchParams, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The documented checkout callback for a collection, as it stands now. */
  const callbackBody = (externalId: string): string => {
    const t = transactions.get(externalId);
    if (!t) throw new Error(`no transaction ${externalId}`);
    if (t.kind === 'disbursement') {
      return JSON.stringify({
        initiatorReferenceId: t.externalId,
        pgReferenceId: t.transactionId,
        fspReferenceId: t.fspReferenceId,
        amount: String(t.amount),
        status: t.state,
        message: t.message,
        operator: t.provider,
        additionalProperties: {},
      });
    }
    return JSON.stringify({
      msisdn: t.accountNumber,
      amount: String(t.amount),
      message: t.message,
      utilityref: t.externalId,
      operator: t.provider,
      reference: t.transactionId,
      transactionstatus: t.state,
      submerchantAcc: null,
      fspReferenceId: t.fspReferenceId,
      additionalProperties: {},
    });
  };

  return {
    url,
    requests,
    transactions,
    names,
    state,
    /** Queues the fates of the next requests on a route; unscripted requests are accepted. */
    script(route: Route, ...next: Fate[]) {
      fates.set(route, [...(fates.get(route) ?? []), ...next]);
    },
    /** How many pushes (checkout or disburse requests taken) named this externalId. */
    pushesFor: (externalId: string) => pushes.get(externalId) ?? 0,
    /** Makes every token issued so far expired, as if their life had run out. */
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    /**
     * Ends a pending transaction; the status API answers accordingly from now on. One already ended
     * stays as it ended, as at a real wallet (a holder cannot decline what was paid).
     */
    settle(externalId: string, ending: Ending) {
      const t = transactions.get(externalId);
      if (!t) throw new Error(`no transaction ${externalId}`);
      if (t.state !== 'pending') return callbackBody(externalId);
      t.state = ending === 'succeeded' ? 'success' : 'failure';
      t.fspReferenceId = ending === 'succeeded' ? `FSP${t.transactionId.slice(0, 8).toUpperCase()}` : '';
      t.message = {
        succeeded: 'Transaction successful',
        declined: 'Insufficient balance',
        timeout: 'Transaction timed out',
      }[ending];
      return callbackBody(externalId);
    },
    callbackBody,
    /** Posts a callback body (the current one by default) to `callbackUrl`; its HTTP status. */
    async deliverCallback(externalId: string, body = callbackBody(externalId)): Promise<number> {
      const response = await fetch(state.callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      await response.text();
      return response.status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
