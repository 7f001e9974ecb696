import type { StaffRole } from '@tz-loan/contract/staff/roles';

/** The member of staff making an ops call, as the guard found them. */
export type StaffIdentity = {
  memberId: number;
  username: string;
  roles: readonly StaffRole[];
  /** `ops:<username>`: how the trail and the order events name the member. */
  actor: `ops:${string}`;
  /** The session's, when signed in with the cookie; null with a personal token. */
  session: { tokenHash: string; csrfToken: string; enrolling: boolean } | null;
};
