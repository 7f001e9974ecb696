import { Code } from '@tz-loan/contract/platform/envelope';
import type { Approval, ApprovalKind } from '@tz-loan/contract/staff/approvals';
import type { Db } from '../../../db/client.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import * as repo from './repository.ts';

/** What an approved proposal does; its answer is the outcome the trail keeps. */
export type ApprovalAction = (proposal: repo.ApprovalRow, approver: `ops:${string}`) => Promise<string>;

const view = (row: repo.ApprovalRow): Approval => ({
  id: row.id,
  kind: row.kind as ApprovalKind,
  orderId: row.orderId,
  detail: row.detail,
  amount: row.amount,
  state: row.state as Approval['state'],
  proposedBy: row.proposedBy,
  proposedAt: row.proposedAt.toISOString(),
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  outcome: row.outcome,
  interrupted:
    row.state === 'approved' &&
    row.outcome === repo.IN_PROGRESS &&
    (row.decidedAt?.getTime() ?? Number.POSITIVE_INFINITY) < Date.now() - repo.INTERRUPTED_AFTER_MS,
});

/**
 * Four eyes on money (PRODUCT.md §18): the money moves when a second, different person approves. The
 * decision is taken first (one statement), then the action runs; if the action is refused (the order
 * moved on meanwhile) the proposal waits again with the reason.
 */
export const createApprovals = (db: Db, actions: Partial<Record<ApprovalKind, ApprovalAction>>) => {
  const propose = async (input: {
    kind: ApprovalKind;
    orderId: number;
    detail: Record<string, string>;
    amount: number | null;
    proposedBy: `ops:${string}`;
  }) => {
    const { row, existing } = await repo.insertProposal(db, input);
    return { approval: view(row), existing };
  };

  const decide = async (id: number, decision: 'approve' | 'reject', actor: `ops:${string}`) => {
    const claimed = await repo.claimDecision(db, id, decision === 'approve' ? 'approved' : 'rejected', actor);
    if (!claimed) {
      const row = await repo.approvalById(db, id);
      if (!row) throw notFound(`Proposal ${id} does not exist`);
      if (row.proposedBy === actor)
        throw new DomainError(Code.forbidden, 'A second person must decide: you made this proposal');
      if (view(row).interrupted)
        throw new DomainError(
          Code.conflict,
          `Proposal ${id} was approved and its action may have run: approve it again to finish it`,
        );
      throw new DomainError(Code.conflict, `Proposal ${id} is already ${row.state}`);
    }
    if (decision === 'reject') return { approval: view(claimed) };
    const action = actions[claimed.kind as ApprovalKind];
    if (!action) throw new Error(`no action for ${claimed.kind}`);
    try {
      const outcome = await action(claimed, actor);
      return { approval: view((await repo.setOutcome(db, id, outcome)) ?? claimed) };
    } catch (error) {
      if (error instanceof DomainError) await repo.reopen(db, id, error.message);
      throw error;
    }
  };

  return {
    propose,
    decide,
    list: async (pendingOnly: boolean) => ({
      approvals: (await repo.listApprovals(db, pendingOnly)).map(view),
    }),
    pendingCount: () => repo.countPending(db),
    /** The references a confirmation proposal waits on. */
    proposedReferences: async () =>
      new Set(
        (await repo.listApprovals(db, true))
          .filter((row) => row.kind === 'utr-confirm')
          .map((row) => String(row.detail.utr ?? '')),
      ) as ReadonlySet<string>,
  };
};

export type Approvals = ReturnType<typeof createApprovals>;
