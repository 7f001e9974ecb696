import { opsReject } from '@tz-loan/contract/staff/calls';
import { type Command, parseInput } from '../command.ts';
import { actionLine } from './action-line.ts';

export const rejectCommand: Command = {
  name: 'reject',
  args: ['orderId'],
  usage: 'reject <orderId>',
  summary: 'underwriting rejects an order under review (21 → 40); the borrower may apply again',
  async run({ args, api }) {
    const result = await api.call(opsReject, parseInput(opsReject, args));
    return actionLine(result, 'rejected');
  },
};
