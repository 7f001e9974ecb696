import { createHash, timingSafeEqual } from 'node:crypto';
import { Code } from '@tz-loan/contract/platform/envelope';
import {
  staffAcceptInvite,
  staffBootstrap,
  staffEnrol,
  staffInvite,
  staffInviteView,
  staffList,
  staffSignIn,
  staffSignOut,
  staffTokenCreate,
  staffTokenRevoke,
  staffTokens,
  staffUpdate,
  staffWhoAmI,
} from '@tz-loan/contract/staff/accounts';
import { OPS_TOKEN_MESSAGE } from '@tz-loan/contract/staff/calls';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.ts';
import { route } from '../../../http/route.ts';
import { clearStaffCookie, setStaffCookie, staffOf, staffScope } from '../../../http/staff-auth.ts';
import type { StaffAccounts } from './service.ts';

const STAFF = { auth: 'staff' } as const;
const digest = (value: string) => createHash('sha256').update(value).digest();

export type StaffAccountDeps = {
  accounts: StaffAccounts;
  /** Cookies only over HTTPS outside demo mode. */
  secureCookies: boolean;
  /** The secret in the server's data folder: whoever reads it is on the server's machine. */
  machineSecret: string | null;
};

/** Signing in, invites and the first admin: the calls made before anyone is signed in. */
const registerPublic = (app: FastifyInstance, { accounts, secureCookies, machineSecret }: StaffAccountDeps) =>
  app.register(async (open) => {
    route(open, staffSignIn, STAFF, async ({ input, reply }) => {
      const { token, view } = await accounts.signIn(input);
      setStaffCookie(reply, token, secureCookies);
      return view;
    });
    route(open, staffInviteView, STAFF, ({ input }) => accounts.inviteView(input.token));
    route(open, staffAcceptInvite, STAFF, async ({ input, reply }) => {
      const { token, view } = await accounts.acceptInvite(input);
      setStaffCookie(reply, token, secureCookies);
      return view;
    });
    route(open, staffBootstrap, STAFF, async ({ input, request }) => {
      const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!machineSecret || !sent || !timingSafeEqual(digest(sent), digest(machineSecret))) {
        throw new AppError(Code.notLoggedIn, OPS_TOKEN_MESSAGE, 401);
      }
      return accounts.invite({ name: input.name, roles: ['admin'] }, 'machine');
    });
  });

export const registerStaffAccountRoutes = async (app: FastifyInstance, deps: StaffAccountDeps) => {
  const { accounts, secureCookies } = deps;
  await registerPublic(app, deps);
  await staffScope(app, (ops) => {
    route(ops, staffEnrol, STAFF, ({ input, request }) => accounts.enrol(staffOf(request), input.code));
    route(ops, staffWhoAmI, STAFF, ({ request }) => accounts.whoAmI(staffOf(request)));
    route(ops, staffSignOut, STAFF, async ({ input, request, reply }) => {
      const ended = await accounts.signOut(staffOf(request), input.everywhere === true);
      clearStaffCookie(reply, secureCookies);
      return ended;
    });
    route(ops, staffList, STAFF, () => accounts.list());
    route(ops, staffInvite, { ...STAFF, audit: 'staff-invite' }, ({ input, request }) =>
      accounts.invite(input, staffOf(request).actor),
    );
    route(ops, staffUpdate, { ...STAFF, audit: 'staff-update' }, ({ input, request }) =>
      accounts.update(input.staffId, input, staffOf(request)),
    );
    route(ops, staffTokens, STAFF, ({ request }) => accounts.tokens(staffOf(request)));
    route(ops, staffTokenCreate, { ...STAFF, audit: 'token-create' }, ({ input, request }) =>
      accounts.createToken(staffOf(request), input.label),
    );
    route(ops, staffTokenRevoke, { ...STAFF, audit: 'token-revoke' }, ({ input, request }) =>
      accounts.revokeToken(staffOf(request), input.tokenId),
    );
  });
};
