import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { staffScope } from '../../http/staff-auth.ts';
import { registerBorrowerRoutes } from './borrower/routes.ts';
import { registerFiguresRoutes } from './figures/routes.ts';
import { registerOrderMoneyRoutes } from './order-money/routes.ts';
import { registerQueueRoutes } from './queues/routes.ts';

export type StaffReadDeps = {
  db: Db;
  now?: () => Date;
  /** Four-eyes proposals waiting; none until the approvals exist. */
  pendingApprovals?: () => Promise<number>;
  /** The payment references a four-eyes proposal waits on; none until the approvals exist. */
  proposedReferences?: () => Promise<ReadonlySet<string>>;
};

const NO_APPROVALS = async () => 0;
const NO_PROPOSALS = async (): Promise<ReadonlySet<string>> => new Set();

/** The staff's read side (PRODUCT.md §18): queues, one order's money, a borrower's story, the figures. */
export const registerStaffReadRoutes = (app: FastifyInstance, deps: StaffReadDeps) =>
  staffScope(app, (ops) => {
    const base = { db: deps.db, now: deps.now ?? (() => new Date()) };
    registerQueueRoutes(ops, {
      ...base,
      pendingApprovals: deps.pendingApprovals ?? NO_APPROVALS,
      proposedReferences: deps.proposedReferences ?? NO_PROPOSALS,
    });
    registerOrderMoneyRoutes(ops, base);
    registerBorrowerRoutes(ops, base);
    registerFiguresRoutes(ops, base);
  });
