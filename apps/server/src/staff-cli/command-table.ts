import type { Command } from './command.ts';
import { actionsCommand } from './commands/actions.ts';
import { approveCommand } from './commands/approve.ts';
import { borrowerCommand } from './commands/borrower.ts';
import { complaintCommand } from './commands/complaint.ts';
import { complaintsCommand } from './commands/complaints.ts';
import { helpCommand } from './commands/help.ts';
import { messagesCommand } from './commands/messages.ts';
import { orderCommand } from './commands/order.ts';
import { ordersCommand } from './commands/orders.ts';
import { payCodeCommand } from './commands/pay-code.ts';
import { payoutCommand } from './commands/payout.ts';
import { productAddCommand, productsCommand } from './commands/products.ts';
import { promotionCommand } from './commands/promotion.ts';
import { decideCommand, proposalsCommand } from './commands/proposals.ts';
import { reconcileCommand } from './commands/reconcile.ts';
import { referencesCommand } from './commands/references.ts';
import { rejectCommand } from './commands/reject.ts';
import { replyCommand } from './commands/reply.ts';
import { rightsCommand, rightsOutcomeCommand } from './commands/rights.ts';
import { shiftCommand } from './commands/shift.ts';
import { staffCommand } from './commands/staff.ts';
import { utrCommand } from './commands/utr.ts';
import { writeOffCommand } from './commands/write-off.ts';

/** Every staff command, in the order help lists them. A new command is one file and one line here. */
export const COMMANDS: readonly Command[] = [
  ordersCommand,
  orderCommand,
  borrowerCommand,
  approveCommand,
  rejectCommand,
  payoutCommand,
  shiftCommand,
  payCodeCommand,
  utrCommand,
  referencesCommand,
  writeOffCommand,
  proposalsCommand,
  decideCommand,
  reconcileCommand,
  actionsCommand,
  helpCommand,
  messagesCommand,
  complaintsCommand,
  complaintCommand,
  replyCommand,
  rightsCommand,
  rightsOutcomeCommand,
  promotionCommand,
  productsCommand,
  productAddCommand,
  staffCommand,
];
