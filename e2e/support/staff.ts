// The lender's staff as a new lender makes them (PRODUCT.md §18): the first admin from the server's
// machine (the secret in its data folder), the rest invited by that admin; each enrols an
// authenticator and, for the command line, makes a personal token. All over HTTP, as a browser would.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaffRole } from '@tz-loan/contract/staff/roles';
import { Secret, TOTP } from 'otpauth';
import type { RunningServer } from './server.ts';

export const STAFF_E2E_PASSWORD = 'a long e2e password 2026';

export type StaffMemberSession = {
  username: string;
  totpSecret: string;
  cookie: string;
  csrf: string;
  /** A personal token for the command line (STAFF_TOKEN). */
  token: string;
};

// biome-ignore lint/suspicious/noExplicitAny: the kit reads the envelopes of several calls
type Answer = { code: number; message: string; data?: any };

/** A code an authenticator shows `stepsAhead` 30-second steps from now (a code works once). */
export const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const send = async (
  server: RunningServer,
  method: 'GET' | 'POST',
  path: string,
  { body, cookie, csrf, bearer }: { body?: object; cookie?: string; csrf?: string; bearer?: string } = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (csrf) headers['x-csrf-token'] = csrf;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await fetch(`${server.baseUrl}/tapi/ops${path}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const set = response.headers.getSetCookie().find((line) => line.startsWith('tz_staff='));
  return { answer: (await response.json()) as Answer, cookie: set?.split(';')[0] };
};

const ok = (what: string, answer: Answer) => {
  if (answer.code !== 0) throw new Error(`${what}: ${answer.code} ${answer.message}`);
  return answer.data;
};

/** The one-time path of an admin's invite, made with the secret of the server's data folder. */
export const adminInvite = async (server: RunningServer, name: string) => {
  const secret = (await readFile(join(server.dataDir, 'ops-token'), 'utf8')).trim();
  const { answer } = await send(server, 'POST', '/staff/bootstrap', { body: { name }, bearer: secret });
  return ok('bootstrap', answer).path as string;
};

/** Accepts an invite, enrols the authenticator and makes a personal token. */
export const acceptInvite = async (
  server: RunningServer,
  path: string,
  username: string,
): Promise<StaffMemberSession> => {
  const token = path.split('#')[1] ?? '';
  const accepted = await send(server, 'POST', '/invite/accept', {
    body: { token, username, password: STAFF_E2E_PASSWORD },
  });
  const session = ok('accept', accepted.answer);
  const cookie = accepted.cookie ?? '';
  const csrf = session.csrfToken as string;
  const totpSecret = session.enrolment.secret as string;
  ok(
    'enrol',
    (await send(server, 'POST', '/session/enrol', { body: { code: totpCode(totpSecret) }, cookie, csrf }))
      .answer,
  );
  const made = ok(
    'token',
    (await send(server, 'POST', '/tokens', { body: { label: 'e2e' }, cookie, csrf })).answer,
  );
  return { username, totpSecret, cookie, csrf, token: made.secret as string };
};

/** The first admin of a new lender: invited from the server's machine, enrolled. */
export const firstAdmin = async (server: RunningServer, username = 'admin') =>
  acceptInvite(server, await adminInvite(server, 'First Admin'), username);

/** A member the admin invites with these roles, enrolled, with a personal token. */
export const invitedMember = async (
  server: RunningServer,
  admin: StaffMemberSession,
  username: string,
  roles: StaffRole[],
) => {
  const invite = ok(
    'invite',
    (
      await send(server, 'POST', '/staff/invites', {
        body: { name: username, roles },
        cookie: admin.cookie,
        csrf: admin.csrf,
      })
    ).answer,
  );
  return acceptInvite(server, invite.path as string, username);
};
