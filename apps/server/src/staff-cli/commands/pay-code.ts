import { type OpsPayCodeResult, opsPayCode } from '@tz-loan/contract/staff/calls';
import { type Command, parseInput } from '../command.ts';
import { money } from '../format.ts';

/** Which trade it paid and, when the server knows its order, what the borrower sees move. */
const paidText = (result: OpsPayCodeResult) => {
  if (result.orderId === null) return `(trade ${result.tradeNo}) by ${result.actor}`;
  const due = result.order?.nextDueDate ? `; next due ${result.order.nextDueDate}` : '';
  const moved = `${result.fromStatus} → ${result.toStatus}`;
  return `(trade ${result.tradeNo}, order ${result.orderId}): ${moved} by ${result.actor}${due}`;
};

export const payCodeCommand: Command = {
  name: 'pay-code',
  args: ['payCode', 'amount'],
  usage: 'pay-code <payCode> <amount>',
  summary: 'a borrower pays a pay code at an agent; amount in minor units (100000 = 1.000,00 TZS)',
  async run({ args, api }) {
    const result = await api.call(opsPayCode, parseInput(opsPayCode, args));
    const paid = `pay-code ${result.payCode}: paid ${money(result.amount)} ${paidText(result)}`;
    // A part: the code stays open for the rest, which the borrower may pay later.
    const line = result.remaining > 0 ? `${paid}\n${money(result.remaining)} left to pay on the code` : paid;
    // The provider has the money either way; say so when the loan does not show it yet.
    const late = "The loan does not show it yet: the provider's notification is late or held for staff.";
    return result.inLedger ? line : `${line}\n${late}`;
  },
};
