import { opsWriteOff } from '@tz-loan/contract/staff/write-off';
import { UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';
import { money } from '../format.ts';
import { actionLine, proposedLine } from './action-line.ts';

export const writeOffCommand: Command = {
  name: 'write-off',
  args: ['orderId'],
  options: { reason: { type: 'string' } },
  usage: 'write-off <orderId> --reason "…"',
  summary:
    'propose writing off what an order being repaid still owes (its instalments and penalty today); another finance officer approves it',
  async run({ args, values, api }) {
    if (values.reason === undefined) throw new UsageError('write-off needs --reason "…"');
    const result = await api.call(opsWriteOff, parseInput(opsWriteOff, { ...args, reason: values.reason }));
    if (result.approvalId)
      return proposedLine(result.orderId, `write-off of ${money(result.amount)}`, result.approvalId);
    return actionLine(result, `written off (${money(result.amount)} no longer owed)`);
  },
};
