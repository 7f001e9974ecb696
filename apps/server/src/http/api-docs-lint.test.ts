import { createConfig, lintFromString } from '@redocly/openapi-core';
import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// The API reference as a third party reads it: Redocly's recommended rules over /tapi/docs/json, and
// what a native developer needs from it: which calls need a session, what each answers, the fields.

type Problem = Awaited<ReturnType<typeof lintFromString>>[number];
type Operation = {
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, object> };
};

let app: FastifyInstance;
let source: string;
let document: Document;
let problems: Problem[];
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: 'test-ops-token-0123456789abcdef' });
  source = (await app.inject({ method: 'GET', url: '/tapi/docs/json' })).body;
  document = JSON.parse(source);
  const config = await createConfig({ extends: ['recommended'] });
  problems = await lintFromString({ source, absoluteRef: 'tapi-docs.json', config });
});
afterAll(() => app.close());

/** 'operation-summary: … at #/paths/…', one line a problem, to read in the failure. */
const lines = (severity: Problem['severity']) =>
  problems
    .filter((p) => p.severity === severity)
    .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/**
 * Calls an operation with no session and no token, and no input: 'refused' for want of one (401),
 * 'input' when its input was refused first (400: the input is checked before the session), else 'ok'.
 */
const withoutCredentials = async (path: string, method: string) => {
  const response = await app.inject({
    method: method.toUpperCase() as 'GET' | 'POST',
    url: path.replace(/\{\w+\}/g, '1'),
    ...(method === 'post'
      ? {
          headers: {
            [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: '',
        }
      : {}),
  });
  let code: unknown = null;
  try {
    code = (response.json() as { code?: unknown }).code;
  } catch {
    // A page, a picture or a redirect: its HTTP status says it.
  }
  if (response.statusCode === 401 || code === 401 || code === '401') return 'refused';
  if (response.statusCode === 400 || code === 400 || code === '400') return 'input';
  return 'ok';
};

describe("the API reference under Redocly's recommended rules", () => {
  it('has no error', () => {
    expect(lines('error')).toEqual([]);
  });

  it('says of every call who may make it: the calls that refuse without a session name it, the others none', async () => {
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'sessionId',
    });
    expect(document.components.securitySchemes.opsToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const wrong: string[] = [];
    for (const { path, method, operation } of operations()) {
      const names = (operation.security ?? []).flatMap((s) => Object.keys(s));
      // Signed by the payment provider: it refuses a missing signature, not a missing session.
      if (['/tapi/payment/notify', '/tapi/payment/mobile-money/callback'].includes(path)) {
        expect(names).toEqual([]);
        continue;
      }
      const answer = await withoutCredentials(path, method);
      const needs = names.length > 0;
      // A call that needs one refuses without it (or refuses the empty input first); one that does
      // not never asks for it.
      if (needs ? answer === 'ok' : answer === 'refused') {
        wrong.push(`${method} ${path}: declares ${names.join(',') || 'none'}, answered ${answer}`);
      }
      if (path.startsWith('/tapi/ops/') && names.join() !== 'opsToken')
        wrong.push(`${method} ${path}: not opsToken`);
    }
    expect(wrong).toEqual([]);
    expect(document.paths['/tapi/v3/loan-details/loan-details']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/tapi/credit-user/send-sms-code']?.post?.security).toEqual([]);
  });

  it('says what every call answers on success, with its content type', () => {
    const without = operations()
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
        return !success.some(
          ([status, r]) => status.startsWith('3') || Object.keys(r.content ?? {}).length > 0,
        );
      })
      .map(({ path, method }) => `${method} ${path}`);
    expect(without).toEqual([]);
    const captcha = document.paths['/tapi/api/v2/youmi/promotion/captcha']?.get?.responses?.['200'];
    expect(Object.keys(captcha?.content ?? {})).toEqual(['image/svg+xml']);
    const page = document.paths['/tapi/v3/contract/view']?.get?.responses?.['200'];
    expect(Object.keys(page?.content ?? {})).toEqual(['text/html']);
  });

  it("names save-bank-info's known form fields (SPEC.md §3)", () => {
    for (const path of ['/tapi/v3/certify/save-bank-info', '/tapi/yours/cardChange']) {
      const form = document.paths[path]?.post?.requestBody?.content?.['application/x-www-form-urlencoded'];
      expect(Object.keys(form?.schema?.properties ?? {}), path).toEqual(
        expect.arrayContaining([
          'cardType',
          'bankCode',
          'userName',
          'cardNo',
          'confirmCardNo',
          'channelNumber',
        ]),
      );
    }
  });
});
