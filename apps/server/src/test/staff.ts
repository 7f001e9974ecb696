import { STAFF_ROLES, type StaffRole } from '@tz-loan/contract/staff/roles';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { hashPassword } from '../modules/staff/accounts/password.ts';
import { insertMember, insertToken, memberByUsername } from '../modules/staff/accounts/repository.ts';
import { createStaffAccounts } from '../modules/staff/accounts/service.ts';
import { newTotpSecret } from '../modules/staff/accounts/totp.ts';
import { hashToken } from '../shared/sessions.ts';

export const STAFF_TEST_PASSWORD = 'correct horse battery staple';

/**
 * A member of staff straight in the database: enrolled (their TOTP key is returned), with a personal
 * token when one is named.
 */
export const addStaff = async (
  db: DbOrTx,
  { username, roles = [...STAFF_ROLES], token }: { username: string; roles?: StaffRole[]; token?: string },
) => {
  const totpSecret = newTotpSecret();
  const member =
    (await memberByUsername(db, username)) ??
    (await insertMember(db, {
      username,
      name: username,
      roles,
      passwordHash: await hashPassword(STAFF_TEST_PASSWORD),
      totpSecret,
      totpEnrolled: true,
    }));
  if (!member) throw new Error('staff member not stored');
  if (token) await insertToken(db, { memberId: member.id, label: 'test', tokenHash: hashToken(token) });
  return { memberId: member.id, totpSecret: member.totpSecret ?? totpSecret };
};

/**
 * Tests name the staff token they call the ops API with as OPS_TOKEN: it becomes the token of demo
 * mode's own member (as the data folder's is), who holds every role and acts alone.
 */
export const giveStaffToken = async (app: FastifyInstance, env: NodeJS.ProcessEnv) => {
  if (env.OPS_TOKEN) await createStaffAccounts(app.db, { issuer: 'test' }).ensureDemoMember(env.OPS_TOKEN);
};

/** The personal tokens of a desk of five: three finance officers, an agent and a credit officer. */
export const DESK = {
  fatuma: 'fatuma-finance-token-0123456789abcdef',
  george: 'george-finance-token-0123456789abcdef',
  hamisi: 'hamisi-finance-token-0123456789abcdef',
  ibrahim: 'ibrahim-agent-token-0123456789abcdef',
  julius: 'julius-credit-token-0123456789abcdef',
} as const;

/** Adds the desk's members to the app's database, each with their token. */
export const addDesk = async (db: DbOrTx) => {
  await addStaff(db, { username: 'fatuma', roles: ['finance'], token: DESK.fatuma });
  await addStaff(db, { username: 'george', roles: ['finance'], token: DESK.george });
  await addStaff(db, { username: 'hamisi', roles: ['finance'], token: DESK.hamisi });
  await addStaff(db, { username: 'ibrahim', roles: ['agent'], token: DESK.ibrahim });
  await addStaff(db, { username: 'julius', roles: ['credit'], token: DESK.julius });
};

/** An ops call with a member's personal token: its HTTP status and envelope. */
export const opsCall = async (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) => {
  const response = await app.inject({
    method,
    url: `/tapi/ops${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};
