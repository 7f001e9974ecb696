import { randomBytes } from 'node:crypto';
import { Code } from '@tz-loan/contract/platform/envelope';
import {
  STAFF_ABSOLUTE_HOURS,
  STAFF_IDLE_MINUTES,
  STAFF_INVITE_DAYS,
  STAFF_LOCK_AFTER,
  STAFF_LOCK_MINUTES,
  type StaffMember,
  type StaffSession,
} from '@tz-loan/contract/staff/accounts';
import { STAFF_ROLES, type StaffRole } from '@tz-loan/contract/staff/roles';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import type { StaffIdentity } from '../../../domain/staff-identity.ts';
import { hashToken } from '../../../shared/sessions.ts';
import { hashPassword, unknownMemberHash, verifyPassword } from './password.ts';
import * as repo from './repository.ts';
import { enrolment, newTotpSecret, totpStep } from './totp.ts';

/** The path of the console's invite screen; the token follows in the fragment, never sent to a server. */
export const INVITE_PATH = '/staff/invite';

const WRONG = 'Username, password or code is wrong';
/** Demo mode's own member, whose token the data folder keeps; it acts alone (no four eyes). */
export const DEMO_STAFF_USERNAME = 'demo';
const secret = () => randomBytes(32).toString('base64url');

const rolesOf = (stored: readonly string[]) =>
  stored.filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role));

export const memberView = (row: repo.MemberRow): StaffMember => ({
  id: row.id,
  username: row.username,
  name: row.name,
  roles: rolesOf(row.roles),
  enrolled: row.totpEnrolled,
  lockedUntil: row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const identity = (member: repo.MemberRow, session: StaffIdentity['session']): StaffIdentity => ({
  memberId: member.id,
  username: member.username,
  roles: rolesOf(member.roles),
  actor: `ops:${member.username}`,
  session,
});

export const createStaffAccounts = (db: Db, { issuer }: { issuer: string }) => {
  /** What the console holds after signing in: a new session (its cookie value apart). */
  const openSession = async (member: repo.MemberRow, enrolling: boolean) => {
    const token = secret();
    const csrfToken = secret();
    await repo.insertSession(db, {
      tokenHash: hashToken(token),
      memberId: member.id,
      csrfToken,
      enrolling,
      expiresAt: new Date(Date.now() + STAFF_ABSOLUTE_HOURS * 3_600_000),
    });
    return { token, view: await sessionView(member, { csrfToken, enrolling }) };
  };

  const sessionView = async (
    member: repo.MemberRow,
    { csrfToken, enrolling }: { csrfToken: string; enrolling: boolean },
  ): Promise<StaffSession> => ({
    state: enrolling ? 'enrol' : 'in',
    csrfToken,
    me: memberView(member),
    enrolment:
      enrolling && member.totpSecret ? await enrolment(member.totpSecret, member.username, issuer) : null,
  });

  const refuseWrong = async (member: repo.MemberRow) => {
    await repo.countFailure(db, member.id, STAFF_LOCK_AFTER, STAFF_LOCK_MINUTES);
    throw new DomainError(Code.notLoggedIn, WRONG);
  };

  const signIn = async (input: { username: string; password: string; code?: string | undefined }) => {
    const member = await repo.memberByUsername(db, input.username);
    if (!member) {
      await verifyPassword(input.password, await unknownMemberHash());
      throw new DomainError(Code.notLoggedIn, WRONG);
    }
    if (member.lockedUntil && member.lockedUntil > new Date()) {
      throw new DomainError(
        Code.tooManyRequests,
        `Too many wrong attempts: the account is locked until ${member.lockedUntil.toISOString()}; an admin can unlock it`,
      );
    }
    if (!(await verifyPassword(input.password, member.passwordHash)) || member.disabledAt) {
      return refuseWrong(member);
    }
    if (!member.totpEnrolled) {
      // The password alone opens a session that may only enrol the authenticator.
      let ready = member;
      if (!member.totpSecret) {
        const totpSecret = newTotpSecret();
        await repo.setTotpSecret(db, member.id, totpSecret);
        ready = { ...member, totpSecret };
      }
      return openSession(ready, true);
    }
    if (!input.code) throw new DomainError(Code.notLoggedIn, 'Enter the code your authenticator app shows');
    const step = member.totpSecret ? totpStep(member.totpSecret, input.code) : null;
    if (step === null || !(await repo.takeTotpStep(db, member.id, step))) return refuseWrong(member);
    return openSession(member, false);
  };

  const enrol = async (who: StaffIdentity, code: string) => {
    const member = await repo.memberById(db, who.memberId);
    if (!member || !who.session) throw new DomainError(Code.notLoggedIn, 'Sign in first');
    if (!who.session.enrolling || member.totpEnrolled) {
      throw new DomainError(Code.conflict, 'The authenticator app is already set up');
    }
    const step = member.totpSecret ? totpStep(member.totpSecret, code) : null;
    if (step === null || !(await repo.takeTotpStep(db, member.id, step))) {
      throw new DomainError(Code.notLoggedIn, 'That code is not the one your authenticator app shows now');
    }
    await repo.finishEnrolment(db, who.session.tokenHash, member.id);
    return sessionView(
      { ...member, totpEnrolled: true },
      { csrfToken: who.session.csrfToken, enrolling: false },
    );
  };

  const invite = async (input: { name: string; roles: StaffRole[] }, invitedBy: string) => {
    const token = secret();
    const row = await repo.insertInvite(db, {
      tokenHash: hashToken(token),
      name: input.name,
      roles: input.roles,
      invitedBy,
      expiresAt: new Date(Date.now() + STAFF_INVITE_DAYS * 86_400_000),
    });
    if (!row) throw new Error('invite not stored');
    return {
      inviteId: row.id,
      token,
      path: `${INVITE_PATH}#${token}`,
      expiresAt: row.expiresAt.toISOString(),
    };
  };

  const openInviteOrFail = async (token: string) => {
    const row = await repo.openInvite(db, hashToken(token));
    if (!row) throw notFound('This invite is not valid: it was used, has expired or never existed');
    return row;
  };

  const acceptInvite = async (input: { token: string; username: string; password: string }) => {
    const invited = await openInviteOrFail(input.token);
    const passwordHash = await hashPassword(input.password);
    const member = await db.transaction(async (tx) => {
      let created: repo.MemberRow | undefined;
      try {
        created = await repo.insertMember(tx, {
          username: input.username,
          name: invited.name,
          roles: invited.roles,
          passwordHash,
          totpSecret: newTotpSecret(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError(Code.conflict, 'That username is taken');
        throw error;
      }
      if (!created || !(await repo.spendInvite(tx, invited.id, created.id))) {
        throw notFound('This invite is not valid: it was used, has expired or never existed');
      }
      return created;
    });
    return openSession(member, true);
  };

  const resolveSession = async (token: string): Promise<StaffIdentity | null> => {
    const tokenHash = hashToken(token);
    const row = await repo.liveSession(db, tokenHash, STAFF_IDLE_MINUTES);
    if (!row) return null;
    await repo.touchSession(db, tokenHash);
    const { csrfToken, enrolling } = row.session;
    return identity(row.member, { tokenHash, csrfToken, enrolling });
  };

  const resolveToken = async (token: string): Promise<StaffIdentity | null> => {
    const row = await repo.liveToken(db, hashToken(token));
    if (!row) return null;
    await repo.touchToken(db, row.token.id);
    return identity(row.member, null);
  };

  const whoAmI = async (who: StaffIdentity) => {
    const member = await repo.memberById(db, who.memberId);
    if (!member) throw new DomainError(Code.notLoggedIn, 'Sign in first');
    return sessionView(member, {
      csrfToken: who.session?.csrfToken ?? '',
      enrolling: who.session?.enrolling ?? false,
    });
  };

  const signOut = async (who: StaffIdentity, everywhere: boolean) => {
    if (everywhere) return { ended: await repo.revokeEverything(db, who.memberId) };
    return { ended: who.session ? (await repo.revokeSession(db, who.session.tokenHash)).length : 0 };
  };

  const update = async (
    id: number,
    patch: { roles?: StaffRole[] | undefined; disabled?: boolean | undefined; unlock?: boolean | undefined },
    who: StaffIdentity,
  ) => {
    const member = await repo.memberById(db, id);
    if (!member) throw notFound(`Staff member ${id} does not exist`);
    if (id === who.memberId && (patch.disabled || (patch.roles && !patch.roles.includes('admin')))) {
      throw new DomainError(Code.conflict, 'You cannot disable yourself or take away your own admin role');
    }
    const updated = await repo.updateMember(db, id, {
      ...(patch.roles ? { roles: patch.roles } : {}),
      ...(patch.disabled === undefined ? {} : { disabledAt: patch.disabled ? new Date() : null }),
      ...(patch.unlock ? { lockedUntil: null, failedAttempts: 0 } : {}),
    });
    if (patch.disabled) await repo.revokeEverything(db, id);
    if (!updated) throw notFound(`Staff member ${id} does not exist`);
    return { member: memberView(updated) };
  };

  const tokenView = (row: { id: number; label: string; createdAt: Date; lastUsedAt: Date | null }) => ({
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  });

  return {
    signIn,
    enrol,
    invite,
    inviteView: async (token: string) => {
      const row = await openInviteOrFail(token);
      return { name: row.name, roles: rolesOf(row.roles), expiresAt: row.expiresAt.toISOString() };
    },
    acceptInvite,
    resolveSession,
    resolveToken,
    whoAmI,
    signOut,
    update,
    list: async () => ({ staff: (await repo.allMembers(db)).map(memberView) }),
    tokens: async (who: StaffIdentity) => ({
      tokens: (await repo.tokensOf(db, who.memberId)).map(tokenView),
    }),
    createToken: async (who: StaffIdentity, label: string) => {
      const value = `tzs_${secret()}`;
      const row = await repo.insertToken(db, { memberId: who.memberId, label, tokenHash: hashToken(value) });
      if (!row) throw new Error('token not stored');
      return { token: tokenView(row), secret: value };
    },
    revokeToken: async (who: StaffIdentity, tokenId: number) => {
      if (!(await repo.revokeToken(db, who.memberId, tokenId)))
        throw notFound(`Token ${tokenId} is not yours or is revoked`);
      return { revoked: true };
    },
    /**
     * Demo mode: the member `demo`, holding every role, whose personal token is the one the server
     * keeps in its data folder, so the command line works at once. Never in production.
     */
    ensureDemoMember: async (token: string) => {
      await repo.insertMemberIfMissing(db, {
        username: DEMO_STAFF_USERNAME,
        name: 'Demo staff',
        roles: [...STAFF_ROLES],
        totpEnrolled: false,
        passwordHash: await hashPassword(secret()),
      });
      const member = await repo.memberByUsername(db, DEMO_STAFF_USERNAME);
      if (member)
        await repo.insertTokenIfMissing(db, {
          memberId: member.id,
          label: 'data folder',
          tokenHash: hashToken(token),
        });
    },
  };
};

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
