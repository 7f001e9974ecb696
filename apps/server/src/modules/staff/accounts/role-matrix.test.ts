import * as complaintCalls from '@tz-loan/contract/complaint/calls';
import * as contentCalls from '@tz-loan/contract/content/calls';
import type { Call } from '@tz-loan/contract/platform/call';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import * as promotionCalls from '@tz-loan/contract/promotion/calls';
import * as accountCalls from '@tz-loan/contract/staff/accounts';
import * as approvalCalls from '@tz-loan/contract/staff/approvals';
import * as opsCalls from '@tz-loan/contract/staff/calls';
import { OPS_PREFIX } from '@tz-loan/contract/staff/calls';
import * as productCalls from '@tz-loan/contract/staff/products';
import * as queueCalls from '@tz-loan/contract/staff/queues';
import * as reconcileCalls from '@tz-loan/contract/staff/reconcile';
import { STAFF_ROLES, type StaffRole } from '@tz-loan/contract/staff/roles';
import * as writeOffCalls from '@tz-loan/contract/staff/write-off';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, STAFF_TEST_PASSWORD } from '../../../test/staff.ts';
import { createTestApp, login } from '../../../test/test-app.ts';
import { totpCodeNow } from './totp.ts';

// Every ops call of the contract with every role, and with no one: the server refuses whoever the
// call's roles leave out, before anything is read or changed.
const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'input' in value;
const guarded = [
  opsCalls,
  accountCalls,
  approvalCalls,
  queueCalls,
  productCalls,
  reconcileCalls,
  writeOffCalls,
  complaintCalls,
  contentCalls,
  promotionCalls,
]
  .flatMap((module) => Object.values(module).filter(isCall))
  .filter((call) => call.path.startsWith(`${OPS_PREFIX}/`) && call.roles !== undefined);

const urlOf = (call: Call) => `${API_BASE}${call.path.replace(/:(\w+)/g, '999999999')}`;

let app: FastifyInstance;
const sessions = new Map<StaffRole, { cookie: string; csrf: string; token: string }>();
beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
  for (const role of STAFF_ROLES) {
    const token = `matrix-${role}-token-0123456789abcdef`;
    const { totpSecret } = await addStaff(app.db, { username: `m-${role}`, roles: [role], token });
    const response = await app.inject({
      method: 'POST',
      url: `${API_BASE}${OPS_PREFIX}/session`,
      payload: { username: `m-${role}`, password: STAFF_TEST_PASSWORD, code: totpCodeNow(totpSecret) },
    });
    const cookie = response.cookies.find((c) => c.name === 'tz_staff');
    if (!cookie) throw new Error(`no cookie for ${role}: ${response.body}`);
    sessions.set(role, { cookie: `tz_staff=${cookie.value}`, csrf: response.json().data.csrfToken, token });
  }
});
afterAll(() => app.close());

/** What a refused call must leave as it was. */
const fingerprint = async () =>
  (
    (await app.db.execute(sql`select
      (select count(*) from ops_actions) a, (select count(*) from order_events) e,
      (select count(*) from staff_invites) i, (select count(*) from staff_tokens) t,
      (select count(*) from staff_approvals) p, (select count(*) from staff_members where disabled_at is not null) d,
      (select count(*) from payments) m, (select count(*) from products) r`)) as unknown as {
      rows: unknown[];
    }
  ).rows[0] as Record<string, unknown>;

const send = (call: Call, headers: Record<string, string>) =>
  app.inject({
    method: call.method,
    url: urlOf(call),
    headers,
    ...(call.method === 'POST' ? { payload: {} } : {}),
  });

describe('the role matrix', () => {
  it('lists the calls it checks', () => {
    expect(guarded.length).toBeGreaterThan(25);
  });

  it.each(STAFF_ROLES)(
    '%s: every call outside the role is refused with 403, by session and by token',
    async (role) => {
      const member = sessions.get(role);
      if (!member) throw new Error('no session');
      const headersFor = (call: Call): Record<string, string>[] => [
        // Signing out would end the session the rest of the matrix uses (accounts.test.ts signs out).
        ...(call === accountCalls.staffSignOut
          ? []
          : [{ cookie: member.cookie, 'x-csrf-token': member.csrf }]),
        { authorization: `Bearer ${member.token}` },
      ];
      const said = (call: Call, headers: object, response: { statusCode: number; body: string }) =>
        `${role} ${Object.keys(headers).join('+')} ${call.method} ${call.path} → ${response.statusCode} ${response.body.slice(0, 120)}`;
      const before = await fingerprint();
      for (const call of guarded.filter((c) => !c.roles?.includes(role))) {
        for (const headers of headersFor(call)) {
          const response = await send(call, headers);
          expect(response.statusCode, said(call, headers, response)).toBe(403);
        }
      }
      // Refused before anything ran: not even an audit row.
      expect(await fingerprint()).toEqual(before);
      for (const call of guarded.filter((c) => c.roles?.includes(role))) {
        for (const headers of headersFor(call)) {
          const response = await send(call, headers);
          expect([401, 403, 404].includes(response.statusCode), said(call, headers, response)).toBe(false);
        }
      }
      // The allowed calls had empty input: refused by their schemas, they changed nothing but the trail.
      expect({ ...(await fingerprint()), a: 0 }).toEqual({ ...before, a: 0 });
    },
  );

  it('refuses every call with no session, a borrower session, an ended session, or no CSRF token', async () => {
    const borrower = await login(app, '255712000901');
    const admin = sessions.get('admin');
    if (!admin) throw new Error('no session');
    const ended = `tz_staff=ended-session-0123456789`;
    const before = await fingerprint();
    for (const call of guarded) {
      for (const headers of <Record<string, string>[]>[
        {},
        { authorization: `Bearer ${borrower.sessionId}` },
        { cookie: `tz_staff=${borrower.sessionId}` },
        { cookie: ended, 'x-csrf-token': admin.csrf },
      ]) {
        const response = await send(call, headers);
        // Who is signed in answers 'nobody' in the envelope: the console asks it on opening.
        const status = call === accountCalls.staffWhoAmI ? response.json().code : response.statusCode;
        expect(status, `${call.path} ${JSON.stringify(headers)}`).toBe(401);
      }
      if (call.method === 'POST') {
        const response = await send(call, { cookie: admin.cookie });
        expect(response.statusCode, `${call.path} without CSRF`).toBe(403);
      }
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('an idle session ends: after 30 minutes without a call it is refused', async () => {
    const { totpSecret } = await addStaff(app.db, { username: 'idle', roles: ['agent'] });
    const response = await app.inject({
      method: 'POST',
      url: `${API_BASE}${OPS_PREFIX}/session`,
      payload: { username: 'idle', password: STAFF_TEST_PASSWORD, code: totpCodeNow(totpSecret) },
    });
    const cookie = `tz_staff=${response.cookies.find((c) => c.name === 'tz_staff')?.value}`;
    const me = () =>
      app.inject({ method: 'GET', url: `${API_BASE}${OPS_PREFIX}/session`, headers: { cookie } });
    expect((await me()).json().code).toBe(0);
    await app.db.execute(sql`update staff_sessions set last_seen_at = now() - interval '31 minutes'`);
    expect((await me()).json().code).toBe(401);
  });
});
