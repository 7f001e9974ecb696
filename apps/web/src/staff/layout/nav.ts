import { opsComplaints } from '@tz-loan/contract/complaint/calls';
import { opsMessages } from '@tz-loan/contract/content/calls';
import type { Call } from '@tz-loan/contract/platform/call';
import { opsRightsRequests } from '@tz-loan/contract/rights/calls';
import { staffList, staffTokens } from '@tz-loan/contract/staff/accounts';
import { opsApprovals } from '@tz-loan/contract/staff/approvals';
import { opsActions, opsOrders } from '@tz-loan/contract/staff/calls';
import { opsProducts } from '@tz-loan/contract/staff/products';
import { opsBorrower, opsFigures, opsQueues, opsReferences } from '@tz-loan/contract/staff/queues';
import { opsReconcile } from '@tz-loan/contract/staff/reconcile';
import { mayAct } from '@tz-loan/contract/staff/roles';
import type { TextKey } from '../i18n/dictionary.ts';

/** One page of the console: shown to a member whose roles may make the call the page is made of. */
export type NavItem = { path: string; label: TextKey; call: Call };

export const NAV: readonly NavItem[] = [
  { path: '/', label: 'nav_queues', call: opsQueues },
  { path: '/orders', label: 'nav_orders', call: opsOrders },
  { path: '/references', label: 'nav_references', call: opsReferences },
  { path: '/approvals', label: 'nav_approvals', call: opsApprovals },
  { path: '/complaints', label: 'nav_complaints', call: opsComplaints },
  { path: '/messages', label: 'nav_messages', call: opsMessages },
  { path: '/rights', label: 'nav_rights', call: opsRightsRequests },
  { path: '/borrower', label: 'nav_borrower', call: opsBorrower },
  { path: '/figures', label: 'nav_figures', call: opsFigures },
  { path: '/members', label: 'nav_members', call: staffList },
  { path: '/tokens', label: 'nav_tokens', call: staffTokens },
  { path: '/audit', label: 'nav_audit', call: opsActions },
  { path: '/products', label: 'nav_products', call: opsProducts },
  { path: '/reconcile', label: 'nav_reconcile', call: opsReconcile },
];

export const navFor = (roles: readonly string[]) => NAV.filter((item) => mayAct(roles, item.call.roles));

/** Whether the member may make `call`: the console shows an action only then (the server checks anyway). */
export const may = (roles: readonly string[], call: Call) => mayAct(roles, call.roles);
