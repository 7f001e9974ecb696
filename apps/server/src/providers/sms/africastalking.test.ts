import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AfricasTalkingFake, startAfricasTalkingFake } from '../../test/fakes/africastalking-fake.ts';
import {
  type AfricasTalkingSettings,
  createAfricasTalkingSms,
  messagingUrl,
  readAfricasTalkingReport,
} from './africastalking.ts';
import type { SmsSent } from './sms-gateway.ts';

const API_KEY = 'atsk_0123456789abcdef0123456789abcdef';
const USERNAME = 'mfano';

let fake: AfricasTalkingFake;
let logged: { level: string; detail: object; message: string }[] = [];
const log = {
  warn: (detail: object, message: string) => logged.push({ level: 'warn', detail, message }),
  error: (detail: object, message: string) => logged.push({ level: 'error', detail, message }),
};

const gateway = (settings: Partial<AfricasTalkingSettings> = {}) =>
  createAfricasTalkingSms(
    { username: USERNAME, apiKey: API_KEY, baseUrl: fake.url, timeoutMs: 2_000, ...settings },
    { log },
  );

const message = (text = 'Nambari yako ya uthibitisho ni 123456') => ({
  phone: '255712345678',
  text,
  reference: 'outbox-1',
});

beforeAll(async () => {
  fake = await startAfricasTalkingFake({ username: USERNAME, apiKey: API_KEY });
});
afterAll(() => fake.close());
afterEach(() => {
  logged = [];
});

describe("Africa's Talking SMS", () => {
  it('sends to +255… and answers the messageId as the provider reference', async () => {
    const sent = await gateway().send(message());
    const accepted = fake.accepted.at(-1);
    expect(accepted).toMatchObject({ to: '+255712345678', message: 'Nambari yako ya uthibitisho ni 123456' });
    expect(sent).toEqual({ outcome: 'sent', providerRef: accepted?.messageId });
    const request = fake.requests.at(-1);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.url).toBe('/version1/messaging');
  });

  it.each(['0712345678', '+255712345678', '712345678'])('writes %s as +255…', async (phone) => {
    await gateway().send({ ...message(), phone });
    expect(fake.accepted.at(-1)?.to).toBe('+255712345678');
  });

  it('refuses a number that is not Tanzanian without asking the gateway', async () => {
    const before = fake.requests.length;
    expect(await gateway().send({ ...message(), phone: '254712345678' })).toMatchObject({
      outcome: 'refused',
    });
    expect(fake.requests).toHaveLength(before);
  });

  it('names the sender id when one is set, and leaves `from` out otherwise', async () => {
    await gateway({ senderId: 'MFANO' }).send(message());
    expect(fake.accepted.at(-1)?.from).toBe('MFANO');
    await gateway().send(message());
    expect(fake.accepted.at(-1)?.from).toBeNull();
    expect(new URLSearchParams(fake.requests.at(-1)?.body).has('from')).toBe(false);
  });

  it('keeps Swahili text and any Unicode intact', async () => {
    const text = 'Habari Asha! Umelipa 10.000,00 TZS — asante sana. Malipo yajayo: 1 Desemba 🙏 “ndiyo”';
    await gateway().send(message(text));
    expect(fake.accepted.at(-1)?.message).toBe(text);
  });

  it.each([
    [403, 'InvalidPhoneNumber', 'refused'],
    [404, 'UnsupportedNumberType', 'refused'],
    [406, 'UserInBlacklist', 'refused'],
    [407, 'CouldNotRoute', 'refused'],
    [502, 'RejectedByGateway', 'refused'],
    [401, 'RiskHold', 'retry'],
    [402, 'InvalidSenderId', 'retry'],
    [405, 'InsufficientBalance', 'retry'],
    [500, 'InternalServerError', 'retry'],
    [501, 'GatewayError', 'retry'],
    [499, 'SomethingNew', 'retry'],
  ] as const)('answers %s %s as %s', async (statusCode, status, outcome) => {
    fake.nextSends({ kind: 'recipient', statusCode, status });
    const sent = await gateway().send(message());
    expect(sent).toEqual({ outcome, reason: expect.stringContaining(String(statusCode)) });
  });

  it('logs loudly what staff must fix (the balance), quietly what the number causes', async () => {
    fake.nextSends({ kind: 'recipient', statusCode: 405, status: 'InsufficientBalance' });
    await gateway().send(message());
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', message: expect.stringMatching(/405/) }),
    );
    logged = [];
    fake.nextSends({ kind: 'recipient', statusCode: 403, status: 'InvalidPhoneNumber' });
    await gateway().send(message());
    expect(logged).toEqual([]);
  });

  it('reads the refusal AT answers with HTTP 409 and the usual body', async () => {
    fake.nextSends({ kind: 'recipient', statusCode: 409, status: 'DoNotDisturbRejection', httpStatus: 409 });
    expect(await gateway().send(message())).toEqual({
      outcome: 'retry',
      reason: expect.stringContaining('DoNotDisturbRejection'),
    });
  });

  it('reads a fate named only in the summary (an unknown sender id, no recipients)', async () => {
    fake.nextSends({ kind: 'summary', message: 'InvalidSenderId' });
    expect(await gateway({ senderId: 'NOTOURS' }).send(message())).toEqual({
      outcome: 'retry',
      reason: expect.stringContaining('InvalidSenderId'),
    });
    fake.nextSends({ kind: 'summary', message: 'InvalidPhoneNumber' });
    expect(await gateway().send(message())).toMatchObject({ outcome: 'refused' });
  });

  it.each([500, 502, 503])('retries an HTTP %s', async (status) => {
    fake.nextSends({ kind: 'http', status, body: 'Internal error' });
    expect(await gateway().send(message())).toEqual({
      outcome: 'retry',
      reason: expect.stringContaining(`${status}`),
    });
  });

  it('follows no redirect, which would carry the key to another host', async () => {
    const elsewhere = await startAfricasTalkingFake({ username: USERNAME, apiKey: 'another' });
    try {
      fake.nextSends({
        kind: 'http',
        status: 307,
        headers: { Location: `${elsewhere.url}/version1/messaging` },
      });
      expect(await gateway().send(message())).toEqual({
        outcome: 'retry',
        reason: expect.stringContaining('307'),
      });
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('retries a 2xx it cannot read', async () => {
    fake.nextSends({ kind: 'http', status: 201, body: '<html>maintenance</html>' });
    expect(await gateway().send(message())).toMatchObject({ outcome: 'retry' });
  });

  it('retries a wrong key, loudly, and never refuses the message for it', async () => {
    const sent = await gateway({ apiKey: 'not-the-key' }).send(message());
    expect(sent).toEqual({ outcome: 'retry', reason: expect.stringContaining('401') });
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error' }));
  });

  it('answers retry within its timeout when the gateway hangs', async () => {
    fake.nextSends({ kind: 'hang' });
    const started = performance.now();
    const sent = await gateway({ timeoutMs: 300 }).send(message());
    expect(sent).toEqual({ outcome: 'retry', reason: expect.stringContaining('300 ms') });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('retries when the gateway cannot be reached', async () => {
    const sent = await gateway({ baseUrl: 'http://127.0.0.1:9' }).send(message());
    expect(sent).toEqual({ outcome: 'retry', reason: expect.stringMatching(/could not be reached/) });
  });

  it('puts the key in the apiKey header only: never in a URL, a reason or a log line', async () => {
    const answers: SmsSent[] = [];
    fake.nextSends(
      { kind: 'http', status: 400, body: `bad request for ${API_KEY}` },
      { kind: 'recipient', statusCode: 999, status: `Echo ${API_KEY}` },
      { kind: 'summary', message: `Echo ${API_KEY}` },
    );
    for (let i = 0; i < 4; i += 1) answers.push(await gateway().send(message()));
    answers.push(await gateway({ apiKey: `${API_KEY}x` }).send(message()));
    for (const request of fake.requests) {
      expect(request.url).not.toContain(API_KEY);
      expect(request.body).not.toContain(API_KEY);
    }
    expect(fake.requests.at(-2)?.headers.apikey).toBe(API_KEY);
    expect(JSON.stringify(answers)).not.toContain(API_KEY);
    expect(JSON.stringify(logged)).not.toContain(API_KEY);
    expect(logged.length).toBeGreaterThan(0);
  });
});

describe("Africa's Talking hosts", () => {
  it('uses the sandbox host for the sandbox username, the live host otherwise, and a set base URL first', () => {
    expect(messagingUrl({ username: 'sandbox' })).toBe(
      'https://api.sandbox.africastalking.com/version1/messaging',
    );
    expect(messagingUrl({ username: 'mfano' })).toBe('https://api.africastalking.com/version1/messaging');
    expect(messagingUrl({ username: 'sandbox', baseUrl: 'http://127.0.0.1:8080/' })).toBe(
      'http://127.0.0.1:8080/version1/messaging',
    );
  });
});

describe("Africa's Talking delivery reports", () => {
  const report = (fields: Record<string, string>) => Object.fromEntries(new URLSearchParams(fields));

  it.each([
    ['Success', 'delivered'],
    ['Failed', 'failed'],
    ['Rejected', 'failed'],
    ['AbsentSubscriber', 'failed'],
    ['Sent', 'pending'],
    ['Submitted', 'pending'],
    ['Buffered', 'pending'],
    ['SomethingNew', 'pending'],
  ])('reads %s as %s', (status, state) => {
    const body = report({ id: 'ATXid_abc123', status, phoneNumber: '+255712345678', networkCode: '64004' });
    expect(readAfricasTalkingReport(body)).toEqual({ providerRef: 'ATXid_abc123', state, detail: status });
  });

  it('keeps the failure reason in the detail', () => {
    const body = { id: 'ATXid_1', status: 'Failed', failureReason: 'UserDoesNotExist', retryCount: 0 };
    expect(readAfricasTalkingReport(body)).toEqual({
      providerRef: 'ATXid_1',
      state: 'failed',
      detail: 'Failed: UserDoesNotExist',
    });
  });

  it.each([
    ['nothing', null],
    ['a text', 'id=1&status=Success'],
    ['an array', [{ id: 'ATXid_1', status: 'Success' }]],
    ['no id', { status: 'Success' }],
    ['no status', { id: 'ATXid_1' }],
    ['an incoming message', { from: '+255712345678', to: '15000', text: 'STOP', date: '2026-11-26' }],
    ['an id with a control byte', { id: 'ATXid_\u0000', status: 'Success' }],
  ])('reads %s as no report', (_name, body) => {
    expect(readAfricasTalkingReport(body)).toBeNull();
  });

  it('is the gateway’s reader', () => {
    expect(gateway().readDeliveryReport({ id: 'ATXid_9', status: 'Success' })).toMatchObject({
      state: 'delivered',
    });
  });
});
