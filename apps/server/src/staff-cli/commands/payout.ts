import { CardType } from '@tz-loan/contract/bank/calls';
import { findWallet } from '@tz-loan/contract/repayment/mobile-money';
import { opsPayout, opsPayoutRetryTo } from '@tz-loan/contract/staff/calls';
import { UsageError } from '../cli-error.ts';
import { type Command, type CommandContext, parseInput } from '../command.ts';
import { actionLine, proposedLine } from './action-line.ts';

const OUTCOMES = ['succeed', 'fail', 'send', 'retry'] as const;

/** `--retry --to <number> --provider <code> --holder <name>`: the account staff entered for the retry. */
const retryTo = async ({ args, values, api }: CommandContext) => {
  const provider = String(values.provider ?? '');
  if (!provider || !values.holder) throw new UsageError('--to needs --provider <code> and --holder "<name>"');
  const input = parseInput(opsPayoutRetryTo, {
    ...args,
    cardType: findWallet(provider) ? CardType.mobileMoney : CardType.bank,
    bankCode: provider,
    holderName: values.holder,
    accountNumber: values.to,
  });
  const result = await api.call(opsPayoutRetryTo, input);
  if (result.approvalId) return proposedLine(result.orderId, 'payout to another account', result.approvalId);
  return `${actionLine(result, 'payout retried')}\n${result.note}.`;
};

export const payoutCommand: Command = {
  name: 'payout',
  args: ['orderId'],
  options: {
    succeed: { type: 'boolean' },
    fail: { type: 'boolean' },
    send: { type: 'boolean' },
    retry: { type: 'boolean' },
    to: { type: 'string' },
    provider: { type: 'string' },
    holder: { type: 'string' },
  },
  usage:
    'payout <orderId> --succeed|--fail|--send|--retry [--to <account number> --provider <code> --holder "<name>"]',
  summary:
    'settle the payout of an order at 110: --succeed → 170, --fail → 151 (borrower changes account), --send: the wallet provider pays out and its answer settles it; --retry sends a failed payout (151) again, to the account the borrower holds now or, with --to, to an account you enter (a second person approves it)',
  async run(context) {
    const { args, values, api } = context;
    const chosen = OUTCOMES.filter((outcome) => Boolean(values[outcome]));
    const outcome = chosen[0];
    if (chosen.length !== 1 || !outcome)
      throw new UsageError('Choose one of --succeed, --fail, --send or --retry');
    if (values.to !== undefined) {
      if (outcome !== 'retry') throw new UsageError('--to goes with --retry');
      return retryTo(context);
    }
    const result = await api.call(opsPayout, parseInput(opsPayout, { ...args, outcome }));
    if (result.approvalId) return proposedLine(result.orderId, 'payout made by hand', result.approvalId);
    const line = actionLine(
      result,
      { succeed: 'paid out', fail: 'payout failed', send: 'payout sent', retry: 'payout retried' }[outcome],
    );
    const next = outcome === 'fail' ? 'The borrower is now asked to change the payout account.' : '';
    const second = [result.note && `${result.note}.`, next].filter(Boolean).join(' ');
    return second ? `${line}\n${second}` : line;
  },
};
