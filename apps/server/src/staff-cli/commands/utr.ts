import { opsUtr } from '@tz-loan/contract/staff/calls';
import { UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';
import { money } from '../format.ts';
import { proposedLine } from './action-line.ts';

export const utrCommand: Command = {
  name: 'utr',
  args: ['orderId', 'utr'],
  options: { confirm: { type: 'boolean' }, reject: { type: 'boolean' } },
  usage: 'utr <orderId> <utr> --confirm|--reject',
  summary:
    'settle a payment reference the borrower sent (--confirm: its payment enters the ledger) or refuse it (--reject)',
  async run({ args, values, api }) {
    if (Boolean(values.confirm) === Boolean(values.reject))
      throw new UsageError('Choose one of --confirm or --reject');
    const decision = values.confirm ? 'confirm' : 'reject';
    const result = await api.call(opsUtr, parseInput(opsUtr, { ...args, decision }));
    if (result.approvalId)
      return proposedLine(
        result.orderId,
        `reference ${result.utr} for ${money(result.amount ?? 0)}`,
        result.approvalId,
      );
    const applied = result.applied > 0 ? `${money(result.applied)} applied` : 'nothing applied';
    const due = result.order.nextDueDate ? `; next due ${result.order.nextDueDate}` : '';
    const moved = `${result.fromStatus} → ${result.toStatus}`;
    return `utr ${result.utr} on order ${result.orderId}: ${result.state}, ${applied}: ${moved} by ${result.actor}${due}`;
  },
};
