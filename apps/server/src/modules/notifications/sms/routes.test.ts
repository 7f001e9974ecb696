import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerControlByteGuard } from '../../../http/control-bytes.ts';
import { createAfricasTalkingSms } from '../../../providers/sms/africastalking.ts';
import type { DeliveryReport } from '../../../providers/sms/sms-gateway.ts';
import { type AfricasTalkingFake, startAfricasTalkingFake } from '../../../test/fakes/africastalking-fake.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { registerSmsDeliveryRoute, SMS_DELIVERY_PATH } from './routes.ts';

const API_KEY = 'atsk_route_test_key_0123456789';
const USERNAME = 'mfano';

let app: FastifyInstance;
let fake: AfricasTalkingFake;
let lines: string[] = [];
let recorded: DeliveryReport[] = [];
const ours = new Set<string>();

const quiet = () => ({ warn: () => {}, error: () => {} });
const gateway = () =>
  createAfricasTalkingSms(
    { username: USERNAME, apiKey: API_KEY, baseUrl: fake.url, timeoutMs: 2_000 },
    { log: quiet() },
  );

beforeAll(async () => {
  fake = await startAfricasTalkingFake({ username: USERNAME, apiKey: API_KEY });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  registerControlByteGuard(app);
  await registerSmsDeliveryRoute(app, {
    gateway: gateway(),
    record: async (report) => {
      recorded.push(report);
      return ours.has(report.providerRef) ? 'recorded' : 'unknown';
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  fake.setReports(
    'never',
    `http://127.0.0.1:${(app.server.address() as { port: number }).port}${SMS_DELIVERY_PATH}`,
  );
});
afterAll(async () => {
  await fake.close();
  await app.close();
});
afterEach(() => {
  lines = [];
  recorded = [];
  ours.clear();
  fake.setReports('never');
});

const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
  app.inject({ method: 'POST', url: SMS_DELIVERY_PATH, headers: { 'content-type': contentType }, payload });

describe('the SMS delivery report route', () => {
  it("reads Africa's Talking's form and records the report", async () => {
    ours.add('ATXid_1');
    const form = new URLSearchParams({
      id: 'ATXid_1',
      status: 'Failed',
      phoneNumber: '+255712345678',
      networkCode: '64004',
      failureReason: 'UserDoesNotExist',
      retryCount: '0',
    });
    const response = await post(form.toString());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'recorded' });
    expect(recorded).toEqual([
      { providerRef: 'ATXid_1', state: 'failed', detail: 'Failed: UserDoesNotExist' },
    ]);
  });

  it('reads a JSON report', async () => {
    ours.add('ATXid_2');
    const response = await post(JSON.stringify({ id: 'ATXid_2', status: 'Success' }), 'application/json');
    expect(response.statusCode).toBe(200);
    expect(recorded).toEqual([{ providerRef: 'ATXid_2', state: 'delivered', detail: 'Success' }]);
  });

  it('answers 200 for a message that is not ours, and logs it', async () => {
    const response = await post('id=ATXid_stranger&status=Success');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'unknown' });
    expect(lines.join('')).toContain('ATXid_stranger');
  });

  it.each([
    ['an empty form', '', 'application/x-www-form-urlencoded'],
    ['an incoming message', 'from=%2B255712345678&to=15000&text=STOP', 'application/x-www-form-urlencoded'],
    ['broken JSON', '{"id": "ATXid_1", ', 'application/json'],
    ['a JSON array', '[{"id":"ATXid_1","status":"Success"}]', 'application/json'],
  ])('answers 400 for %s, recording nothing', async (_name, payload, type) => {
    const response = await post(payload, type);
    expect(response.statusCode).toBe(400);
    expect(recorded).toEqual([]);
  });

  it('logs a refused body with its control bytes escaped', async () => {
    const response = await post('id=ATXid_%00evil&status=Success%01');
    expect(response.statusCode).toBe(400);
    const log = lines.join('');
    expect(log).toContain('\\\\u0000evil');
    // pino's own escape of a raw NUL would read \u0000 without the doubled backslash.
    expect(log).not.toMatch(/[^\\]\\u0000evil/);
  });
});

describe("delivery reports posted by Africa's Talking's fake", () => {
  const sendOne = async () => {
    const sent = await gateway().send({ phone: '255712345678', text: 'Habari', reference: 'r1' });
    if (sent.outcome !== 'sent') throw new Error(`not sent: ${JSON.stringify(sent)}`);
    ours.add(sent.providerRef);
    return sent.providerRef;
  };

  it('records a report posted once', async () => {
    fake.setReports('once');
    const ref = await sendOne();
    await fake.reportsPosted();
    expect(recorded).toEqual([{ providerRef: ref, state: 'delivered', detail: 'Success' }]);
    expect(fake.posted.at(-1)?.status).toBe(200);
  });

  it('hands a report posted twice to the recorder twice (it applies each once)', async () => {
    fake.setReports('twice');
    const ref = await sendOne();
    await fake.reportsPosted();
    expect(recorded.map((r) => [r.providerRef, r.state])).toEqual([
      [ref, 'delivered'],
      [ref, 'delivered'],
    ]);
  });

  it('hands reports on in the order they came, a late intermediate one included', async () => {
    fake.setReports('out-of-order');
    const ref = await sendOne();
    await fake.reportsPosted();
    expect(recorded.map((r) => [r.providerRef, r.state])).toEqual([
      [ref, 'delivered'],
      [ref, 'pending'],
    ]);
  });

  it('records nothing when no report comes', async () => {
    await sendOne();
    await fake.reportsPosted();
    expect(recorded).toEqual([]);
  });

  it('records a failure posted later with its reason', async () => {
    const ref = await sendOne();
    const message = fake.accepted.find((m) => m.messageId === ref);
    if (!message) throw new Error('the fake kept no message');
    expect(await fake.report(message, 'Rejected', 'UserInBlackList')).toBe(200);
    expect(recorded).toEqual([{ providerRef: ref, state: 'failed', detail: 'Rejected: UserInBlackList' }]);
  });
});

describe('the route in the whole app', () => {
  let whole: FastifyInstance;
  const seen: DeliveryReport[] = [];

  beforeAll(async () => {
    whole = await createTestApp({}, (target) => {
      void registerSmsDeliveryRoute(target, {
        gateway: gateway(),
        record: async (report) => {
          seen.push(report);
          return 'recorded';
        },
      });
    });
  });
  afterAll(() => whole.close());

  const send = (payload: string) =>
    whole.inject({
      method: 'POST',
      url: SMS_DELIVERY_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it('reads a form beside the app’s own form parser', async () => {
    const response = await send('id=ATXid_w1&status=Buffered&networkCode=64004');
    expect(response.statusCode).toBe(200);
    expect(seen).toEqual([{ providerRef: 'ATXid_w1', state: 'pending', detail: 'Buffered' }]);
  });

  it('refuses a control byte itself (400), not through the guard’s envelope', async () => {
    const response = await send('id=ATXid_%01&status=Success');
    expect(response.statusCode).toBe(400);
  });

  it('is in the API reference', async () => {
    const docs = await whole.inject({ method: 'GET', url: '/tapi/docs/json' });
    expect(docs.json().paths[SMS_DELIVERY_PATH]?.post?.operationId).toBe('smsDeliveryReport');
  });
});
