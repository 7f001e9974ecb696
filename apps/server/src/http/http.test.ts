import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedTestApp, createTestApp, login, post } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, (app) =>
    app.post('/tapi/test/explode', async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    }),
  );
});
afterAll(() => app.close());

const marker = { 'x-requested-with': 'XMLHttpRequest' };

describe('bad requests get a clear envelope, never a 5xx or a stack', () => {
  it('an unknown API path', async () => {
    const response = await app.inject({ method: 'POST', url: '/tapi/no/such/call', headers: marker });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: Code.notFound, message: 'There is nothing at this address' });
    const swahili = await app.inject({
      method: 'POST',
      url: '/tapi/no/such/call?language=sw',
      headers: marker,
    });
    expect(swahili.json()).toEqual({ code: Code.notFound, message: 'Hakuna kitu kwenye anwani hii' });
  });

  it('a POST without the async marker header', async () => {
    const response = await app.inject({ method: 'POST', url: '/tapi/v3/home/index' });
    expect(response.json()).toEqual({
      code: Code.badRequest,
      message: 'The X-Requested-With header is missing',
    });
  });

  it('a malformed JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code',
      headers: { ...marker, 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: Code.badRequest, message: 'The request body is not valid' });
  });

  it('an oversized body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code',
      headers: { ...marker, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=${'7'.repeat(70 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: Code.payloadTooLarge, message: 'The request is too large' });
  });

  it('a body of a type the API does not take', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code',
      headers: { ...marker, 'content-type': 'text/plain' },
      payload: 'phone=0712345678',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(Code.unsupportedMediaType);
  });

  it('a field of the wrong type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code',
      headers: { ...marker, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=0712345678&phone=0712345679',
    });
    expect(response.json()).toEqual({
      code: Code.badRequest,
      message: 'phone: Enter a Tanzanian mobile number, such as 0712345678',
    });
  });

  it('a common param of the wrong shape', async () => {
    const { body } = await post(app, '/v3/home/index', {}, { sessionId: 'x'.repeat(300) });
    expect(body.code).toBe(Code.badRequest);
    expect(body.message).toMatch(/^sessionId: /);
  });

  it('an unexpected failure answers 500 with a plain message and no internals', async () => {
    const response = await app.inject({ method: 'POST', url: '/tapi/test/explode', headers: marker });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: Code.internal,
      message: 'Something went wrong. Please try again',
    });
    expect(response.body).not.toContain('secret');
  });
});

describe('every response', () => {
  it('carries the security headers and a request id', async () => {
    const session = await login(app, '0714000001');
    const { headers } = await post(app, '/v3/home/index', {}, session);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('carries them on refusals and unknown paths too', async () => {
    for (const response of [
      await app.inject({ method: 'POST', url: '/tapi/v3/home/index' }),
      await app.inject({ method: 'GET', url: '/tapi/v3/no-such-call' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('accepts every common param of PRODUCT.md §2 and ignores unknown ones', async () => {
    const session = await login(app, '0714000002');
    const common = {
      ...session,
      deviceId: 'dev-1',
      merchantNumber: 'TZ001',
      clientType: 'android',
      appVersion: '1.0.0',
      appName: 'demo',
      channel: 'store',
      osVersion: '14',
      packageId: 'tz.demo',
      productId: '1',
      position: '2',
      source: 'confirmUrl',
      from: 'confirm',
      building: 'b',
      somethingElse: 'x',
    };
    expect((await post(app, '/v3/home/index', {}, common)).body.code).toBe(0);
  });
});

describe('logs', () => {
  it('never write the session token', async () => {
    const { app: logged, lines } = await createLoggedTestApp('info');
    try {
      const session = await login(logged, '0714000003');
      await post(logged, '/v3/home/index', {}, session);
      const text = lines.join('');
      expect(text).toContain('sessionId=[redacted]');
      expect(text).not.toContain(session.sessionId);
    } finally {
      await logged.close();
    }
  });
});
