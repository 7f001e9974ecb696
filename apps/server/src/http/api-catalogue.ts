import * as auth from '@tz-loan/contract/auth/calls';
import * as bank from '@tz-loan/contract/bank/calls';
import * as complaint from '@tz-loan/contract/complaint/calls';
import * as content from '@tz-loan/contract/content/calls';
import * as dev from '@tz-loan/contract/dev/calls';
import * as loan from '@tz-loan/contract/loan/calls';
import * as home from '@tz-loan/contract/loan/home';
import * as loanLegacy from '@tz-loan/contract/loan/legacy';
import * as product from '@tz-loan/contract/loan/product';
import type { Call } from '@tz-loan/contract/platform/call';
import * as promotion from '@tz-loan/contract/promotion/calls';
import * as repayment from '@tz-loan/contract/repayment/calls';
import * as cardStore from '@tz-loan/contract/repayment/card-store';
import * as push from '@tz-loan/contract/repayment/push';
import * as statement from '@tz-loan/contract/repayment/statement';
import * as rights from '@tz-loan/contract/rights/calls';
import * as ops from '@tz-loan/contract/staff/calls';
import * as opsProducts from '@tz-loan/contract/staff/products';
import * as opsReconcile from '@tz-loan/contract/staff/reconcile';
import * as opsWriteOff from '@tz-loan/contract/staff/write-off';
import * as support from '@tz-loan/contract/support/calls';
import * as ussd from '@tz-loan/contract/ussd/calls';

/**
 * Every call of the contract by its domain (the reference's groups) and its exported name. A staff call
 * (under the ops prefix) is grouped with the ops API whichever domain declares it.
 */
const DOMAINS = {
  auth: [auth],
  loan: [loan, loanLegacy, product, home],
  bank: [bank],
  repayment: [repayment, cardStore, push, statement],
  support: [support],
  complaint: [complaint],
  rights: [rights],
  ussd: [ussd],
  content: [content],
  promotion: [promotion],
  dev: [dev],
  ops: [ops, opsProducts, opsReconcile, opsWriteOff],
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
