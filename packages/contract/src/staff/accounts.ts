import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { idParam } from '../platform/params.ts';
import { OPS_PREFIX } from './calls.ts';
import { ADMIN, EVERY_ROLE, STAFF_ROLES, staffRole } from './roles.ts';

// PRODUCT.md §18: staff accounts. The console signs in with a password and a TOTP code and then works
// with a session cookie and a CSRF token; the command line and scripts use personal tokens.

/** The console sends the session's CSRF token in this header on every call that changes something. */
export const CSRF_HEADER = 'X-CSRF-Token';
/** The session cookie: HttpOnly, SameSite=Strict, Secure outside demo mode, path /tapi/ops. */
export const STAFF_COOKIE = 'tz_staff';
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 200;
/** Wrong passwords or codes in a row before the account locks. */
export const STAFF_LOCK_AFTER = 5;
export const STAFF_LOCK_MINUTES = 15;
/** A session ends after this long without a call, and in any case this long after sign-in. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_ABSOLUTE_HOURS = 12;
export const STAFF_INVITE_DAYS = 3;

export const staffUsername = z
  .string({ error: 'username is required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}$/, "username must be 3 to 40 letters, digits, '.', '_' or '-'");

const password = z
  .string({ error: 'password is required' })
  .min(1, 'password is required')
  .max(STAFF_PASSWORD_MAX, `password must be at most ${STAFF_PASSWORD_MAX} characters`);

export const totpCode = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^\d{6}$/, 'code must be the 6 digits your authenticator app shows');

const displayName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(80, 'name must be at most 80 characters')
  // A name shows in the console and the audit trail: printable characters only.
  .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'name may not hold control characters');

const roles = z
  .array(staffRole)
  .min(1, 'choose at least one role')
  .max(STAFF_ROLES.length)
  .transform((list) => [...new Set(list)].sort());

export const staffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
  /** Whether the second factor is set up: without it the member cannot work yet. */
  enrolled: z.boolean(),
  lockedUntil: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** Where signing in stands: `enrol` asks for the first TOTP code before the session may work. */
export const staffSession = z.object({
  state: z.enum(['enrol', 'in']),
  csrfToken: z.string(),
  me: staffMember,
  /** Only in state `enrol`: the authenticator's key, as a QR code (SVG) and as text to type. */
  enrolment: z.object({ qrSvg: z.string(), secret: z.string(), uri: z.string() }).nullable(),
});
export type StaffSession = z.infer<typeof staffSession>;

/** Password, then the authenticator's code (left out on the first sign-in, which enrols it). */
export const staffSignIn = defineCall({
  refusals: [401, 429],
  method: 'POST',
  path: `${OPS_PREFIX}/session`,
  summary: 'Signs a member of staff in: password and TOTP code; sets the session cookie',
  input: z.object({ username: staffUsername, password, code: totpCode.optional() }),
  data: staffSession,
});

/** The first code from the authenticator app: the session then works. */
export const staffEnrol = defineCall({
  roles: EVERY_ROLE,
  refusals: [401, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/session/enrol`,
  summary: 'Confirms the authenticator app with its first code; the session then works',
  input: z.object({ code: totpCode }),
  data: staffSession,
});

export const staffWhoAmI = defineCall({
  roles: EVERY_ROLE,
  method: 'GET',
  path: `${OPS_PREFIX}/session`,
  summary: 'The signed-in member of staff and the CSRF token of the session',
  input: z.object({}),
  data: staffSession,
});

export const staffSignOut = defineCall({
  roles: EVERY_ROLE,
  method: 'POST',
  path: `${OPS_PREFIX}/session/end`,
  summary: "Ends this session, or every session and personal token of the member ('everywhere')",
  input: z.object({ everywhere: z.boolean().optional() }),
  data: z.object({ ended: z.number().int() }),
});

export const staffList = defineCall({
  roles: ADMIN,
  method: 'GET',
  path: `${OPS_PREFIX}/staff`,
  summary: 'Every member of staff with their roles',
  input: z.object({}),
  data: z.object({ staff: z.array(staffMember) }),
});

export const staffInvite = defineCall({
  roles: ADMIN,
  method: 'POST',
  path: `${OPS_PREFIX}/staff/invites`,
  summary: 'Invites a person with roles: the answer holds the one-time link to send them',
  input: z.object({ name: displayName, roles }),
  data: z.object({ inviteId: z.number().int(), token: z.string(), path: z.string(), expiresAt: z.string() }),
});

/** What an invite offers, before the person accepts it (no session yet). */
export const staffInviteView = defineCall({
  refusals: [404],
  method: 'GET',
  path: `${OPS_PREFIX}/invite`,
  summary: 'The name and roles an invite offers, while it is valid',
  input: z.object({ token: z.string().max(100) }),
  data: z.object({ name: z.string(), roles: z.array(staffRole), expiresAt: z.string() }),
});

export const staffAcceptInvite = defineCall({
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/invite/accept`,
  summary: 'Accepts an invite: chooses a username and password; the next step enrols the authenticator',
  input: z.object({
    token: z.string({ error: 'token is required' }).max(100),
    username: staffUsername,
    password: password.refine(
      (value) => value.length >= STAFF_PASSWORD_MIN,
      `password must be at least ${STAFF_PASSWORD_MIN} characters`,
    ),
  }),
  data: staffSession,
});

export const staffUpdate = defineCall({
  roles: ADMIN,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/staff/:staffId`,
  summary: "Changes a member's roles, disables them, or unlocks them",
  input: z.object({
    staffId: idParam('staffId'),
    roles: roles.optional(),
    disabled: z.boolean().optional(),
    unlock: z.boolean().optional(),
  }),
  data: z.object({ member: staffMember }),
});

export const staffToken = z.object({
  id: z.number().int(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type StaffToken = z.infer<typeof staffToken>;

export const staffTokens = defineCall({
  roles: EVERY_ROLE,
  method: 'GET',
  path: `${OPS_PREFIX}/tokens`,
  summary: 'Your personal tokens for the command line (never their secret again)',
  input: z.object({}),
  data: z.object({ tokens: z.array(staffToken) }),
});

export const staffTokenCreate = defineCall({
  roles: EVERY_ROLE,
  method: 'POST',
  path: `${OPS_PREFIX}/tokens`,
  summary: 'Makes a personal token: its secret is shown once',
  input: z.object({
    label: z
      .string({ error: 'label is required' })
      .trim()
      .min(1, 'label is required')
      .max(60, 'label must be at most 60 characters')
      .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'label may not hold control characters'),
  }),
  data: z.object({ token: staffToken, secret: z.string() }),
});

export const staffTokenRevoke = defineCall({
  roles: EVERY_ROLE,
  refusals: [404],
  method: 'POST',
  path: `${OPS_PREFIX}/tokens/:tokenId/revoke`,
  summary: 'Revokes one of your personal tokens',
  input: z.object({ tokenId: idParam('tokenId') }),
  data: z.object({ revoked: z.boolean() }),
});

/**
 * `npm run ops -- staff create-admin` on the server's machine: the secret in the server's data folder
 * proves it, and the answer is an admin's invite.
 */
export const staffBootstrap = defineCall({
  method: 'POST',
  path: `${OPS_PREFIX}/staff/bootstrap`,
  summary: "Makes an admin's invite; only with the secret kept in the server's data folder",
  input: z.object({ name: displayName }),
  data: z.object({ inviteId: z.number().int(), token: z.string(), path: z.string(), expiresAt: z.string() }),
});
