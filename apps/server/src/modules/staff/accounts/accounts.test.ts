import { Code } from '@tz-loan/contract/platform/envelope';
import { STAFF_LOCK_AFTER } from '@tz-loan/contract/staff/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, STAFF_TEST_PASSWORD } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { totpCodeNow } from './totp.ts';

// The console's way in (PRODUCT.md §18): password, a TOTP code that works once, a cookie session
// whose every change carries the CSRF token, lock-out after wrong attempts.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
});
afterAll(() => app.close());

// biome-ignore lint/suspicious/noExplicitAny: a test reading the envelope it asserts on
type Answer = { status: number; body: { code: number; message: string; data?: any }; cookie: string | null };
const call = async (
  method: 'GET' | 'POST',
  path: string,
  { body, cookie, csrf }: { body?: object; cookie?: string | null; csrf?: string } = {},
): Promise<Answer> => {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (csrf) headers['x-csrf-token'] = csrf;
  const response = await app.inject({
    method,
    url: `/tapi/ops${path}`,
    headers,
    ...(body ? { payload: body } : {}),
  });
  const set = response.cookies.find((c) => c.name === 'tz_staff');
  return {
    status: response.statusCode,
    body: response.json(),
    cookie: set ? `tz_staff=${set.value}` : null,
  };
};

/** A code for the step after the one last used: each test signs in with a fresh one. */
const codeAt = (secret: string, stepsAhead = 0) => totpCodeNow(secret, Date.now() + stepsAhead * 30_000);

const signIn = async (username: string, secret: string, stepsAhead = 0) => {
  const answer = await call('POST', '/session', {
    body: { username, password: STAFF_TEST_PASSWORD, code: codeAt(secret, stepsAhead) },
  });
  expect(answer.body).toMatchObject({ code: 0, data: { state: 'in' } });
  return { cookie: answer.cookie as string, csrf: answer.body.data.csrfToken as string };
};

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on the ops path, and the session answers who is in', async () => {
    const { totpSecret } = await addStaff(app.db, { username: 'amina', roles: ['agent'] });
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/ops/session',
      payload: { username: 'Amina', password: STAFF_TEST_PASSWORD, code: codeAt(totpSecret) },
    });
    const cookie = response.cookies.find((c) => c.name === 'tz_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/tapi/ops' });
    const me = await call('GET', '/session', { cookie: `tz_staff=${cookie?.value}` });
    expect(me.body.data.me).toMatchObject({ username: 'amina', roles: ['agent'], enrolled: true });
  });

  it('refuses a wrong password, a wrong code and an unknown name with the same words', async () => {
    const { totpSecret } = await addStaff(app.db, { username: 'baraka', roles: ['agent'] });
    const answers = await Promise.all([
      call('POST', '/session', {
        body: { username: 'baraka', password: 'wrong-password!', code: codeAt(totpSecret) },
      }),
      call('POST', '/session', {
        body: { username: 'baraka', password: STAFF_TEST_PASSWORD, code: '000000' },
      }),
      call('POST', '/session', {
        body: { username: 'nobody', password: STAFF_TEST_PASSWORD, code: '123456' },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.body).toEqual({ code: Code.notLoggedIn, message: 'Username, password or code is wrong' });
      expect(answer.cookie).toBeNull();
    }
  });

  it('takes a TOTP code once: the same code a second time is refused', async () => {
    const { totpSecret } = await addStaff(app.db, { username: 'chausiku', roles: ['agent'] });
    const code = codeAt(totpSecret, 1);
    const body = { username: 'chausiku', password: STAFF_TEST_PASSWORD, code };
    const [first, second] = await Promise.all([
      call('POST', '/session', { body }),
      call('POST', '/session', { body }),
    ]);
    expect([first.body.code, second.body.code].sort()).toEqual([0, Code.notLoggedIn]);
    const again = await call('POST', '/session', { body });
    expect(again.body.code).toBe(Code.notLoggedIn);
  });

  it(`locks the account after ${STAFF_LOCK_AFTER} wrong attempts: 20 wrong passwords, then the right one is refused too`, async () => {
    const { totpSecret } = await addStaff(app.db, { username: 'daudi', roles: ['finance'] });
    for (let i = 0; i < 20; i++) {
      await call('POST', '/session', {
        body: { username: 'daudi', password: `guess-${i}-xxxxxx`, code: '111111' },
      });
    }
    const right = await call('POST', '/session', {
      body: { username: 'daudi', password: STAFF_TEST_PASSWORD, code: codeAt(totpSecret, 2) },
    });
    expect(right.body).toMatchObject({
      code: Code.tooManyRequests,
      message: expect.stringContaining('locked'),
    });
    expect(right.cookie).toBeNull();
  });

  it('signs out this session, and everywhere: every session and personal token then stops', async () => {
    const { totpSecret } = await addStaff(app.db, {
      username: 'esther',
      roles: ['agent'],
      token: 'esther-token-0123456789abcdef',
    });
    const one = await signIn('esther', totpSecret);
    const two = await signIn('esther', totpSecret, 1);
    expect((await call('POST', '/session/end', { ...one, body: {} })).body).toMatchObject({
      code: 0,
      data: { ended: 1 },
    });
    expect((await call('GET', '/session', one)).body.code).toBe(401);
    expect((await call('GET', '/session', two)).body.code).toBe(0);
    expect((await call('POST', '/session/end', { ...two, body: { everywhere: true } })).body.data.ended).toBe(
      2,
    );
    expect((await call('GET', '/session', two)).body.code).toBe(401);
    const withToken = await app.inject({
      method: 'GET',
      url: '/tapi/ops/session',
      headers: { authorization: 'Bearer esther-token-0123456789abcdef' },
    });
    expect(withToken.json().code).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a change without the session CSRF token, or with another session one, and changes nothing', async () => {
    const { totpSecret } = await addStaff(app.db, { username: 'faraji', roles: ['admin'] });
    const mine = await signIn('faraji', totpSecret);
    const other = await signIn('faraji', totpSecret, 1);
    const invite = { name: 'New Person', roles: ['agent'] };
    for (const csrf of [undefined, other.csrf, `${mine.csrf}x`]) {
      const refused = await call('POST', '/staff/invites', {
        cookie: mine.cookie,
        body: invite,
        ...(csrf ? { csrf } : {}),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('X-CSRF-Token');
    }
    const done = await call('POST', '/staff/invites', { ...mine, body: invite });
    expect(done.body).toMatchObject({ code: 0, data: { path: expect.stringMatching(/^\/staff\/invite#/) } });
  });
});

describe('invites and enrolment', () => {
  it('an invited person chooses a name and password, enrols the authenticator with its first code, then works', async () => {
    const { totpSecret } = await addStaff(app.db, { username: 'gloria', roles: ['admin'] });
    const admin = await signIn('gloria', totpSecret);
    const invite = await call('POST', '/staff/invites', {
      ...admin,
      body: { name: 'Halima Juma', roles: ['finance'] },
    });
    const token = invite.body.data.token as string;
    expect((await call('GET', `/invite?token=${token}`)).body.data).toMatchObject({
      name: 'Halima Juma',
      roles: ['finance'],
    });
    const accepted = await call('POST', '/invite/accept', {
      body: { token, username: 'halima', password: 'a long enough password' },
    });
    expect(accepted.body.data).toMatchObject({ state: 'enrol', me: { username: 'halima', enrolled: false } });
    const { secret, qrSvg } = accepted.body.data.enrolment;
    expect(qrSvg).toContain('<svg');
    const session = { cookie: accepted.cookie as string, csrf: accepted.body.data.csrfToken as string };
    // Until enrolled, the session may do nothing else.
    expect((await call('GET', '/approvals', session)).status).toBe(403);
    const enrolled = await call('POST', '/session/enrol', { ...session, body: { code: codeAt(secret) } });
    expect(enrolled.body.data).toMatchObject({ state: 'in', me: { enrolled: true } });
    expect((await call('GET', '/approvals', session)).body.code).toBe(0);
    // The invite works once.
    const again = await call('POST', '/invite/accept', {
      body: { token, username: 'halima2', password: 'a long enough password' },
    });
    expect(again.body.code).toBe(Code.notFound);
  });
});
