import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ussdLanguages } from '../../db/schema/ussd.ts';
import { redactTokens } from '../../http/redact.ts';
import { createTestApp, PRODUCTION_ENV, TEST_SYSTEM_ENV } from '../../test/test-app.ts';
import { dial, newSession } from '../../test/ussd.ts';
import { ussdCallbackGuard } from './callback-guard.ts';

// Africa's Talking signs no USSD callback (docs/ussd.md): the secret in the registered address, and
// optionally the gateway's addresses, are what keep anyone else from the menu.

const SECRET = 'Zq8vN2rT5xK9mB4wY7cJ1hL6pD3fG0sA';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
};

describe('the USSD settings', () => {
  it('answers at /ussd in demo mode, without a secret; production only with ENABLE_USSD=1', () => {
    expect(loadConfig({}).ussd).toEqual({
      path: '/ussd',
      serviceCode: '*150*00#',
      secret: null,
      allowedIps: null,
    });
    expect(loadConfig({ USSD_PATH: '/at/ussd' }).ussd?.path).toBe('/at/ussd');
    expect(loadConfig({ ...TEST_SYSTEM_ENV }).ussd).toBeNull();
    expect(loadConfig({ ...TEST_SYSTEM_ENV, ENABLE_USSD: '1', USSD_CALLBACK_SECRET: SECRET }).ussd).toEqual({
      path: '/ussd',
      serviceCode: '*150*00#',
      secret: SECRET,
      allowedIps: null,
    });
  });

  it('refuses to start production with USSD on and no secret, or a weak one', () => {
    expect(problemsOf({ ...TEST_SYSTEM_ENV, ENABLE_USSD: '1' })).toEqual([
      expect.stringMatching(/^USSD_CALLBACK_SECRET: ENABLE_USSD=1 needs it/),
    ]);
    expect(problemsOf({ ...TEST_SYSTEM_ENV, ENABLE_USSD: '1', USSD_CALLBACK_SECRET: 'ussd' })).toEqual([
      expect.stringMatching(/^USSD_CALLBACK_SECRET: is weak/),
    ]);
  });

  it('names the code borrowers dial: required in production with USSD on, the sandbox code on a test system', () => {
    expect(loadConfig({ USSD_SERVICE_CODE: '*150*88#' }).ussd?.serviceCode).toBe('*150*88#');
    expect(problemsOf({ USSD_SERVICE_CODE: '150*88' })).toEqual([
      expect.stringMatching(/^USSD_SERVICE_CODE: /),
    ]);
    const live = PRODUCTION_ENV;
    expect(problemsOf({ ...live, ENABLE_USSD: '1', USSD_CALLBACK_SECRET: SECRET })).toContainEqual(
      expect.stringMatching(/^USSD_SERVICE_CODE: ENABLE_USSD=1 needs the code borrowers dial/),
    );
    expect(
      problemsOf({ ...live, ENABLE_USSD: '1', USSD_CALLBACK_SECRET: SECRET, USSD_SERVICE_CODE: '*150*88#' }),
    ).not.toContainEqual(expect.stringMatching(/^USSD_SERVICE_CODE/));
  });

  it('refuses a path inside the API and an allow-list that is not addresses', () => {
    expect(problemsOf({ USSD_PATH: '/tapi/ussd' })).toEqual([expect.stringMatching(/^USSD_PATH: /)]);
    expect(problemsOf({ USSD_PATH: 'ussd' })).toEqual([expect.stringMatching(/^USSD_PATH: /)]);
    expect(problemsOf({ USSD_ALLOWED_IPS: '10.0.0.1, example.com' })).toEqual([
      expect.stringMatching(/^USSD_ALLOWED_IPS: /),
    ]);
    expect(loadConfig({ USSD_ALLOWED_IPS: '10.0.0.1, 192.168.0.0/16,::1' }).ussd?.allowedIps).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
  });
});

describe('the guard', () => {
  it('lets by the right secret from an allowed address only', () => {
    const allowed = ussdCallbackGuard({ secret: SECRET, allowedIps: ['10.1.0.0/16', '2001:db8::1'] });
    expect(allowed({ ip: '10.1.2.3', query: { ussdKey: SECRET } })).toBe(true);
    expect(allowed({ ip: '::ffff:10.1.2.3', query: { ussdKey: SECRET } })).toBe(true);
    expect(allowed({ ip: '2001:db8::1', query: { ussdKey: SECRET } })).toBe(true);
    expect(allowed({ ip: '10.2.0.1', query: { ussdKey: SECRET } })).toBe(false);
    expect(allowed({ ip: '10.1.2.3', query: { ussdKey: `${SECRET}x` } })).toBe(false);
    expect(allowed({ ip: '10.1.2.3', query: { ussdKey: [SECRET] } })).toBe(false);
    expect(allowed({ ip: '10.1.2.3', query: {} })).toBe(false);
    expect(ussdCallbackGuard({ secret: null, allowedIps: null })({ ip: '1.2.3.4', query: {} })).toBe(true);
  });

  it('keeps the secret out of the log lines that name the address', () => {
    expect(redactTokens(`POST /ussd?ussdKey=${SECRET}&x=1`)).toBe('POST /ussd?ussdKey=[redacted]&x=1');
  });
});

describe('the callback with a secret', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ USSD_CALLBACK_SECRET: SECRET, USSD_PATH: '/at/ussd' });
  });
  afterAll(() => app.close());

  it('answers 403 without the secret or with a wrong one, and changes nothing', async () => {
    const phone = '255655990777';
    const path = '/at/ussd';
    for (const query of ['', '?ussdKey=', `?ussdKey=${SECRET.slice(0, -1)}`, '?key=x']) {
      const refused = await dial(app, { sessionId: newSession(), phone, text: '5*2' }, { path, query });
      expect(refused.status, query).toBe(403);
      expect(refused.body).not.toMatch(/^(CON|END)/);
    }
    expect(await app.db.select().from(ussdLanguages)).toEqual([]);
    const answered = await dial(
      app,
      { sessionId: newSession(), phone, text: '5*2' },
      { path, query: `?ussdKey=${encodeURIComponent(SECRET)}` },
    );
    expect(answered).toMatchObject({
      status: 200,
      body: expect.stringMatching(/^END This number has no account/),
    });
    expect((await app.inject({ method: 'POST', url: '/ussd', payload: '' })).statusCode).toBe(404);
  });
});
