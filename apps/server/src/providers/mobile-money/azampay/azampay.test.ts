import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AzamPayFake, startAzamPayFake } from '../../../test/fakes/azampay-fake.ts';
import type { CallbackRead, MobileMoneyRails } from '../mobile-money.ts';
import { type AzamPaySettings, createAzamPay } from './azampay.ts';

const credentials = { appName: 'tz-loan', clientId: 'client-7f3a', clientSecret: 'very-secret-9c1e' };
const apiKey = 'api-key-4b2d';
const TIMEOUT_MS = 400;

let fake: AzamPayFake;
let rails: MobileMoneyRails;
const callbacks: CallbackRead[] = [];
let receiver: ReturnType<typeof createServer>;

const settings = (): AzamPaySettings => ({
  env: 'sandbox',
  ...credentials,
  apiKey,
  authBaseUrl: fake.url,
  checkoutBaseUrl: fake.url,
  disburseBaseUrl: fake.url,
  timeoutMs: TIMEOUT_MS,
  payoutSource: { fullName: 'Lender Ltd', bankName: 'Azampesa', accountNumber: '255700000001' },
});

let serial = 0;
const ref = () => {
  serial += 1;
  return `R${Date.now()}${serial}`;
};
const push = (reference: string, amount = 150_000) =>
  rails.push({ reference, phone: '255712345678', wallet: 'TZ0002', amount });
const lastRequest = (url: string) => fake.requests.filter((r) => r.url === url).at(-1);
const routeCount = (path: string) => fake.requests.filter((r) => r.url.startsWith(path)).length;

beforeAll(async () => {
  // Our callback endpoint, as AzamPay would reach it: every body goes through readCallback.
  receiver = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const read = await rails.readCallback(raw, req.headers);
    callbacks.push(read);
    res.writeHead(read.verified ? 200 : read.httpStatus).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  fake = await startAzamPayFake(credentials, {
    callbackUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callback`,
  });
  rails = createAzamPay(settings());
});

afterEach(() => {
  callbacks.length = 0;
});

afterAll(async () => {
  await fake.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('AzamPay requests', () => {
  it('pushes an MNO checkout as documented and is accepted', async () => {
    const reference = ref();
    const answer = await push(reference);
    const transaction = fake.transactions.get(reference);
    expect(answer).toEqual({ outcome: 'accepted', providerRef: transaction?.transactionId });
    const request = lastRequest('/azampay/mno/checkout');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      accountNumber: '255712345678',
      amount: '1500',
      currency: 'TZS',
      externalId: reference,
      provider: 'Tigo',
    });
    expect(request?.headers['x-api-key']).toBe(apiKey);
    expect(request?.headers.authorization).toMatch(/^Bearer \S+$/);
  });

  it.each([
    ['TZ0001', 'Mpesa'],
    ['TZ0003', 'Airtel'],
    ['TZ0004', 'Halopesa'],
    ['TZ0005', 'Azampesa'],
  ] as const)("names wallet %s '%s'", async (wallet, provider) => {
    const reference = ref();
    await rails.push({ reference, phone: '0712345678', wallet, amount: 100 });
    expect(fake.transactions.get(reference)).toMatchObject({
      provider,
      accountNumber: '255712345678',
      amount: 1,
    });
  });

  it('refuses an amount that is not whole shillings before asking AzamPay', async () => {
    const before = fake.requests.length;
    await expect(push(ref(), 150_050)).rejects.toThrow(/whole shillings/);
    expect(fake.requests.length).toBe(before);
  });

  it("passes on AzamPay's refusal", async () => {
    fake.script('checkout', { kind: 'refuse', message: 'Invalid Vendor' });
    expect(await push(ref())).toEqual({ outcome: 'refused', reason: 'Invalid Vendor' });
  });

  it('is unsure when AzamPay does not answer within the timeout', async () => {
    fake.script('checkout', { kind: 'hang' });
    const started = Date.now();
    const answer = await push(ref());
    expect(answer).toEqual({ outcome: 'unsure', reason: 'AzamPay did not answer in time' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it('is unsure on a 500', async () => {
    fake.script('checkout', { kind: 'fail' });
    expect(await push(ref())).toEqual({ outcome: 'unsure', reason: 'AzamPay answered 500' });
  });

  it('fetches a new token once when the cached one expired, and repeats the request once', async () => {
    await push(ref());
    fake.expireTokens();
    const tokensBefore = routeCount('/AppRegistration');
    const checkoutsBefore = routeCount('/azampay/mno/checkout');
    const reference = ref();
    expect(await push(reference)).toMatchObject({ outcome: 'accepted' });
    expect(routeCount('/AppRegistration') - tokensBefore).toBe(1);
    expect(routeCount('/azampay/mno/checkout') - checkoutsBefore).toBe(2);
    expect(fake.pushesFor(reference)).toBe(1);
    // The new token is cached: the next request needs none.
    await push(ref());
    expect(routeCount('/AppRegistration') - tokensBefore).toBe(1);
  });

  it('gives up, unsure, when the fresh token is refused too', async () => {
    fake.state.tokenLifeMs = 0;
    try {
      const fresh = createAzamPay(settings());
      const tokensBefore = routeCount('/AppRegistration');
      const checkoutsBefore = routeCount('/azampay/mno/checkout');
      expect(
        await fresh.push({ reference: ref(), phone: '255712345678', wallet: 'TZ0001', amount: 100 }),
      ).toEqual({
        outcome: 'unsure',
        reason: 'AzamPay refused a fresh token',
      });
      expect(routeCount('/AppRegistration') - tokensBefore).toBe(2);
      expect(routeCount('/azampay/mno/checkout') - checkoutsBefore).toBe(2);
    } finally {
      fake.state.tokenLifeMs = 60_000;
    }
  });

  it('refuses when AzamPay refuses our credentials', async () => {
    const wrong = createAzamPay({ ...settings(), clientSecret: 'not-the-secret' });
    const answer = await wrong.push({
      reference: ref(),
      phone: '255712345678',
      wallet: 'TZ0001',
      amount: 100,
    });
    expect(answer).toMatchObject({ outcome: 'refused', reason: expect.stringMatching(/credentials/) });
    expect(JSON.stringify(answer)).not.toContain('not-the-secret');
  });

  it('keeps one transaction when the same reference is pushed again', async () => {
    const reference = ref();
    const first = await push(reference);
    const second = await push(reference);
    expect(second).toEqual(first);
    expect(fake.pushesFor(reference)).toBe(2);
    expect([...fake.transactions.keys()].filter((key) => key === reference)).toHaveLength(1);
  });

  it('is unsure, not refused, when AzamPay calls the reference a duplicate', async () => {
    fake.script('checkout', { kind: 'refuse', message: 'Duplicate External Reference Id' });
    expect(await push(ref())).toMatchObject({ outcome: 'unsure' });
  });

  it('takes a bank checkout with its OTP', async () => {
    const reference = ref();
    const answer = await rails.bankCheckout?.({
      reference,
      bankName: 'CRDB',
      accountNumber: '0150123456789',
      phone: '255712345678',
      otp: '123456',
      amount: 2_000_000,
    });
    expect(answer).toMatchObject({ outcome: 'accepted' });
    const request = lastRequest('/azampay/bank/checkout');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      amount: '20000',
      currencyCode: 'TZS',
      merchantAccountNumber: '0150123456789',
      merchantMobileNumber: '255712345678',
      otp: '123456',
      provider: 'CRDB',
      referenceId: reference,
    });
  });
});

describe('AzamPay disbursement and name lookup', () => {
  const destination = { kind: 'wallet', wallet: 'TZ0003', accountNumber: '0688123821' } as const;

  it('disburses to a wallet', async () => {
    const reference = ref();
    const answer = await rails.disburse({
      reference,
      destination,
      holderName: 'ASHA JUMA',
      amount: 5_000_000,
      remarks: 'Loan 12',
    });
    expect(answer).toEqual({
      outcome: 'accepted',
      providerRef: fake.transactions.get(reference)?.transactionId,
    });
    const request = lastRequest('/api/v1/azampay/disburse');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      source: { accountNumber: '255700000001', bankName: 'Azampesa', currency: 'TZS' },
      destination: {
        fullName: 'ASHA JUMA',
        bankName: 'Airtel',
        accountNumber: '255688123821',
        currency: 'TZS',
      },
      transferDetails: { amount: 50_000 },
      externalReferenceId: reference,
      remarks: 'Loan 12',
    });
  });

  it('passes on a refused disbursement', async () => {
    fake.script('disburse', { kind: 'refuse', message: 'Invalid BankName.' });
    const answer = await rails.disburse({
      reference: ref(),
      destination,
      holderName: 'A',
      amount: 100,
      remarks: '',
    });
    expect(answer).toEqual({ outcome: 'refused', reason: 'Invalid BankName.' });
  });

  it('refuses to disburse without a payout account', async () => {
    const bare = createAzamPay({ ...settings(), payoutSource: undefined });
    const answer = await bare.disburse({
      reference: ref(),
      destination,
      holderName: 'A',
      amount: 100,
      remarks: '',
    });
    expect(answer).toMatchObject({ outcome: 'refused' });
  });

  it('finds the holder of an account', async () => {
    fake.names.set('255688123821', 'ASHA JUMA');
    expect(await rails.nameLookup({ destination })).toEqual({ found: true, name: 'ASHA JUMA' });
    const request = lastRequest('/api/v1/azampay/namelookup');
    expect(JSON.parse(request?.body ?? '')).toEqual({ bankName: 'Airtel', accountNumber: '255688123821' });
  });

  it('says when AzamPay does not know the account', async () => {
    const answer = await rails.nameLookup({
      destination: { kind: 'bank', bankName: 'NMB', accountNumber: '2041' },
    });
    expect(answer).toEqual({ found: false, reason: 'Account not found' });
  });

  it.each([{ kind: 'fail' }, { kind: 'hang' }] as const)(
    'cannot tell when the lookup gets %o',
    async (fate) => {
      fake.script('namelookup', fate);
      expect(await rails.nameLookup({ destination })).toMatchObject({ found: 'unknown' });
    },
  );
});

describe('AzamPay transaction status', () => {
  it('does not know a reference never sent', async () => {
    expect(await rails.status({ reference: 'never-sent', kind: 'collection' })).toEqual({ state: 'unknown' });
  });

  it('follows a collection from pending to each of its ends', async () => {
    const [paid, declined, timedOut] = [ref(), ref(), ref()];
    for (const reference of [paid, declined, timedOut]) await push(reference);
    expect(await rails.status({ reference: paid, kind: 'collection' })).toEqual({ state: 'pending' });
    fake.settle(paid, 'succeeded');
    fake.settle(declined, 'declined');
    fake.settle(timedOut, 'timeout');
    expect(await rails.status({ reference: paid, kind: 'collection' })).toEqual({
      state: 'succeeded',
      providerRef: fake.transactions.get(paid)?.fspReferenceId,
      amount: 150_000,
    });
    expect(await rails.status({ reference: declined, kind: 'collection' })).toEqual({
      state: 'failed',
      reason: 'declined',
      detail: 'Insufficient balance',
    });
    expect(await rails.status({ reference: timedOut, kind: 'collection' })).toMatchObject({
      state: 'failed',
      reason: 'timeout',
    });
  });

  // The fake is the money run's wallet: two of its operations at once may end the same push both ways.
  it("keeps a collection's end: a holder cannot decline what was paid", async () => {
    const reference = ref();
    await push(reference);
    fake.settle(reference, 'succeeded');
    const later = JSON.parse(fake.settle(reference, 'declined'));
    expect(later).toMatchObject({ transactionstatus: 'success' });
    expect(await rails.status({ reference, kind: 'collection' })).toMatchObject({ state: 'succeeded' });
  });

  it('asks by our reference in the query', async () => {
    const reference = ref();
    await rails.status({ reference, kind: 'disbursement' });
    expect(fake.requests.at(-1)?.url).toBe(`/api/v1/azampay/transactionstatus?externalId=${reference}`);
  });

  it.each([{ kind: 'fail' }, { kind: 'hang' }] as const)(
    'is unreachable when the status API gets %o',
    async (fate) => {
      fake.script('status', fate);
      expect(await rails.status({ reference: ref(), kind: 'collection' })).toMatchObject({
        state: 'unreachable',
      });
    },
  );
});

describe('AzamPay callbacks', () => {
  it('verifies a callback the status API confirms, with the status answer', async () => {
    const reference = ref();
    await push(reference);
    fake.settle(reference, 'succeeded');
    expect(await fake.deliverCallback(reference)).toBe(200);
    expect(callbacks).toEqual([
      {
        verified: true,
        kind: 'collection',
        reference,
        result: {
          state: 'succeeded',
          providerRef: fake.transactions.get(reference)?.fspReferenceId,
          amount: 150_000,
        },
        account: '255712345678',
      },
    ]);
  });

  it('verifies a declined collection and a duplicate of it each time (applying once is the caller’s)', async () => {
    const reference = ref();
    await push(reference);
    fake.settle(reference, 'declined');
    expect(await fake.deliverCallback(reference)).toBe(200);
    expect(await fake.deliverCallback(reference)).toBe(200);
    expect(callbacks).toHaveLength(2);
    expect(callbacks[1]).toEqual(callbacks[0]);
    expect(callbacks[0]).toMatchObject({ verified: true, result: { state: 'failed', reason: 'declined' } });
  });

  it('verifies late and out-of-order callbacks only for what AzamPay says now', async () => {
    const [first, second] = [ref(), ref()];
    await push(first);
    await push(second);
    const firstBody = fake.settle(first, 'succeeded');
    fake.settle(second, 'timeout');
    expect(await fake.deliverCallback(second)).toBe(200);
    expect(await fake.deliverCallback(first, firstBody)).toBe(200);
    expect(callbacks.map((c) => c.verified && c.reference)).toEqual([second, first]);
  });

  it('refuses a forged success the status API does not confirm', async () => {
    const reference = ref();
    await push(reference);
    const forged = JSON.stringify({
      ...JSON.parse(fake.callbackBody(reference)),
      transactionstatus: 'success',
    });
    expect(await fake.deliverCallback(reference, forged)).toBe(401);
    expect(callbacks[0]).toMatchObject({ verified: false, httpStatus: 401 });
  });

  it('refuses a success callback whose amount was changed', async () => {
    const reference = ref();
    await push(reference);
    const body = JSON.parse(fake.settle(reference, 'succeeded'));
    expect(await fake.deliverCallback(reference, JSON.stringify({ ...body, amount: '9999999' }))).toBe(401);
  });

  it('refuses a callback for a reference AzamPay does not know', async () => {
    const reference = ref();
    await push(reference);
    const body = JSON.parse(fake.settle(reference, 'succeeded'));
    expect(await fake.deliverCallback(reference, JSON.stringify({ ...body, utilityref: 'made-up' }))).toBe(
      404,
    );
  });

  it.each([
    'not json',
    '[]',
    JSON.stringify({ utilityref: 'X1', transactionstatus: 'maybe', amount: '10' }),
    JSON.stringify({ transactionstatus: 'success', amount: '10' }),
    JSON.stringify({ utilityref: 'X1', transactionstatus: 'success', amount: 'ten' }),
  ])('refuses a malformed callback %s', async (raw) => {
    expect(await rails.readCallback(raw, {})).toMatchObject({ verified: false, httpStatus: 400 });
  });

  it('cannot verify while the status API is down', async () => {
    const reference = ref();
    await push(reference);
    fake.settle(reference, 'succeeded');
    fake.script('status', { kind: 'fail' });
    expect(await rails.readCallback(fake.callbackBody(reference), {})).toMatchObject({ verified: false });
  });

  it('verifies a disbursement callback', async () => {
    const reference = ref();
    await rails.disburse({
      reference,
      destination: { kind: 'wallet', wallet: 'TZ0001', accountNumber: '255754000001' },
      holderName: 'A',
      amount: 100_000,
      remarks: '',
    });
    fake.settle(reference, 'succeeded');
    expect(await rails.readCallback(fake.callbackBody(reference), {})).toMatchObject({
      verified: true,
      kind: 'disbursement',
      reference,
      result: { state: 'succeeded', amount: 100_000 },
    });
  });
});

describe('AzamPay secrets', () => {
  it('never puts a secret or token in a URL or a reason', async () => {
    fake.script('checkout', { kind: 'refuse', message: `bad key ${apiKey} for ${credentials.clientSecret}` });
    const answer = await push(ref());
    expect(answer).toEqual({ outcome: 'refused', reason: 'bad key [hidden] for [hidden]' });
    const tokens = fake.requests
      .map((r) => r.headers.authorization?.replace('Bearer ', ''))
      .filter((t): t is string => Boolean(t));
    expect(tokens.length).toBeGreaterThan(0);
    for (const request of fake.requests) {
      for (const secret of [credentials.clientSecret, apiKey, ...tokens])
        expect(request.url).not.toContain(secret);
    }
    // Only the token request carries the client secret.
    const carriers = fake.requests.filter((r) => r.body.includes(credentials.clientSecret));
    expect(carriers.every((r) => r.url === '/AppRegistration/GenerateToken')).toBe(true);
  });
});
