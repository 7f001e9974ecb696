import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SYSTEM_ENV } from '../test/test-app.ts';
import { API_CATALOGUE } from './api-catalogue.ts';

type Operation = {
  summary?: string;
  tags?: string[];
  description?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
  security?: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let document: Document;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: 'test-ops-token-0123456789abcdef' });
  document = (await app.inject({ method: 'GET', url: '/tapi/docs/json' })).json();
});
afterAll(() => app.close());

/** Every route the app answers under /tapi, as `METHOD /path` (HEAD and the reference's own apart). */
const apiRoutes = (instance: FastifyInstance) =>
  instance
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .map((line) => /(\/tapi\/\S*) \(([^)]+)\)/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .filter((match) => !match[1]?.startsWith('/tapi/docs'))
    .flatMap((match) =>
      (match[2] ?? '')
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${match[1]}`),
    );

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operation = (method: string, path: string) => document.paths[openApiPath(path)]?.[method.toLowerCase()];

describe('the API reference (/tapi/docs)', () => {
  it('has an entry for every route the server answers under /tapi', () => {
    const routes = apiRoutes(app);
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      const entry = operation(method, path);
      return !entry?.summary || !entry.tags?.length || !entry.description;
    });
    expect(missing).toEqual([]);
  });

  it('documents every call of the contract, with its parameters, its answer in the envelope and its codes', () => {
    for (const [call, { domain, name }] of API_CATALOGUE) {
      const entry = operation(call.method, `/tapi${call.path}`);
      expect(entry, `${name} (${call.method} ${call.path})`).toBeDefined();
      expect(entry?.tags).toEqual([domain]);
      const answer = entry?.responses?.['200']?.content?.['application/json']?.schema;
      expect(Object.keys(answer?.properties ?? {}), name).toEqual(
        name.startsWith('legacy') ? ['code', 'message', 'attach'] : ['code', 'message', 'data'],
      );
      expect(entry?.description, name).toMatch(/`'?400'?`/);
    }
  });

  it('shows loan details with its query, the session codes and the envelope', () => {
    const details = operation('GET', '/tapi/v3/loan-details/loan-details');
    const names = details?.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['orderId', 'userId', 'deviceId']));
    // The session's sessionId is the security scheme's query param, not one of the call's own.
    expect(details?.security).toEqual([{ session: [] }]);
    expect(details?.parameters?.find((p) => p.name === 'orderId')?.required).toBe(true);
    expect(details?.description).toContain('`401`');
    expect(details?.description).toContain('`403`');
  });

  it('shows the marker header and the idempotency key where a call takes them, and the ops token', () => {
    const payNow = operation('POST', '/tapi/v3/loan-details/generate-vcode-yd');
    const headers = payNow?.parameters?.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers).toEqual(expect.arrayContaining(['X-Requested-With', 'Idempotency-Key']));
    expect(payNow?.requestBody).toBeDefined();
    expect(payNow?.description).toContain('`409`');
    const approve = operation('POST', '/tapi/ops/orders/:orderId/approve');
    expect(approve?.security).toEqual([{ opsToken: [] }]);
    expect(approve?.parameters?.find((p) => p.in === 'path')?.name).toBe('orderId');
  });

  it('is a page a person can browse in demo mode', async () => {
    const page = await app.inject({ method: 'GET', url: '/tapi/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(document.openapi).toMatch(/^3\./);
  });
});

describe('in production', () => {
  it('is off unless switched on (ENABLE_API_DOCS=1)', async () => {
    const off = await createTestApp(TEST_SYSTEM_ENV);
    const on = await createTestApp({ ...TEST_SYSTEM_ENV, ENABLE_API_DOCS: '1' });
    try {
      expect((await off.inject({ method: 'GET', url: '/tapi/docs/json' })).statusCode).toBe(404);
      expect((await on.inject({ method: 'GET', url: '/tapi/docs/json' })).statusCode).toBe(200);
    } finally {
      await off.close();
      await on.close();
    }
  });
});
