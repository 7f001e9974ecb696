import { opsPayout } from '@tz-loan/contract/staff/calls';
import { UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';
import { actionLine, proposedLine } from './action-line.ts';

const OUTCOMES = ['succeed', 'fail', 'send'] as const;

export const payoutCommand: Command = {
  name: 'payout',
  args: ['orderId'],
  options: { succeed: { type: 'boolean' }, fail: { type: 'boolean' }, send: { type: 'boolean' } },
  usage: 'payout <orderId> --succeed|--fail|--send',
  summary:
    'settle the payout of an order at 110: --succeed → 170, --fail → 151 (borrower changes account), --send: the wallet provider pays out and its answer settles it',
  async run({ args, values, api }) {
    const chosen = OUTCOMES.filter((outcome) => Boolean(values[outcome]));
    const outcome = chosen[0];
    if (chosen.length !== 1 || !outcome) throw new UsageError('Choose one of --succeed, --fail or --send');
    const result = await api.call(opsPayout, parseInput(opsPayout, { ...args, outcome }));
    if (result.approvalId) return proposedLine(result.orderId, 'payout made by hand', result.approvalId);
    const line = actionLine(
      result,
      { succeed: 'paid out', fail: 'payout failed', send: 'payout sent' }[outcome],
    );
    const next = outcome === 'fail' ? 'The borrower is now asked to change the payout account.' : '';
    const second = [result.note && `${result.note}.`, next].filter(Boolean).join(' ');
    return second ? `${line}\n${second}` : line;
  },
};
