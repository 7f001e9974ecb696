import { opsApprove } from '@tz-loan/contract/staff/calls';
import { type Command, parseInput } from '../command.ts';
import { actionLine } from './action-line.ts';

export const approveCommand: Command = {
  name: 'approve',
  args: ['orderId'],
  usage: 'approve <orderId>',
  summary: 'underwriting approves an order under review (21 → 110)',
  async run({ args, api }) {
    const result = await api.call(opsApprove, parseInput(opsApprove, args));
    return actionLine(result, 'approved');
  },
};
