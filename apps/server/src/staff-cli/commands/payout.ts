import { opsPayout } from '@tz-loan/contract/staff/calls';
import { UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';
import { actionLine } from './action-line.ts';

export const payoutCommand: Command = {
  name: 'payout',
  args: ['orderId'],
  options: { succeed: { type: 'boolean' }, fail: { type: 'boolean' } },
  usage: 'payout <orderId> --succeed|--fail',
  summary: 'settle the payout of an order at 110: --succeed → 170, --fail → 151 (borrower changes account)',
  async run({ args, values, api }) {
    if (Boolean(values.succeed) === Boolean(values.fail))
      throw new UsageError('Choose one of --succeed or --fail');
    const outcome = values.succeed ? 'succeed' : 'fail';
    const result = await api.call(opsPayout, parseInput(opsPayout, { ...args, outcome }));
    const line = actionLine(result, outcome === 'succeed' ? 'paid out' : 'payout failed');
    const next = outcome === 'fail' ? 'The borrower is now asked to change the payout account.' : '';
    const second = [result.note && `${result.note}.`, next].filter(Boolean).join(' ');
    return second ? `${line}\n${second}` : line;
  },
};
