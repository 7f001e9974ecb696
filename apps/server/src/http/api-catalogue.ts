import * as auth from '@tz-loan/contract/auth';
import * as bank from '@tz-loan/contract/bank';
import type { Call } from '@tz-loan/contract/call';
import * as cardStore from '@tz-loan/contract/card-store';
import * as complaint from '@tz-loan/contract/complaint';
import * as content from '@tz-loan/contract/content';
import * as dev from '@tz-loan/contract/dev';
import * as home from '@tz-loan/contract/home';
import * as loanLegacy from '@tz-loan/contract/legacy-loan';
import * as loan from '@tz-loan/contract/loan';
import * as ops from '@tz-loan/contract/ops';
import * as opsProducts from '@tz-loan/contract/ops-products';
import * as product from '@tz-loan/contract/product';
import * as promotion from '@tz-loan/contract/promotion';
import * as repayment from '@tz-loan/contract/repayment';
import * as support from '@tz-loan/contract/support';

/**
 * Every call of the contract by its domain (the reference's groups) and its exported name. A staff call
 * (under the ops prefix) is grouped with the ops API whichever domain declares it.
 */
const DOMAINS = {
  auth: [auth],
  loan: [loan, loanLegacy, product, home],
  bank: [bank],
  repayment: [repayment, cardStore],
  support: [support],
  complaint: [complaint],
  content: [content],
  promotion: [promotion],
  dev: [dev],
  ops: [ops, opsProducts],
} as const;

export type Domain = keyof typeof DOMAINS;
export type CatalogueEntry = { domain: Domain; name: string };

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'input' in value &&
  'data' in value;

export const API_CATALOGUE: ReadonlyMap<Call, CatalogueEntry> = new Map(
  Object.entries(DOMAINS).flatMap(([domain, modules]) =>
    modules.flatMap((module) =>
      Object.entries(module)
        .filter((entry): entry is [string, Call] => isCall(entry[1]))
        .map(([name, call]): [Call, CatalogueEntry] => [
          call,
          { domain: call.path.startsWith(ops.OPS_PREFIX) ? 'ops' : (domain as Domain), name },
        ]),
    ),
  ),
);
