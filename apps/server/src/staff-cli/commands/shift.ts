import { OPS_SHIFT_MAX_DAYS, opsShift } from '@tz-loan/contract/staff/calls';
import { UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';
import { actionLine } from './action-line.ts';

export const shiftCommand: Command = {
  name: 'shift',
  args: ['orderId'],
  options: { days: { type: 'string' } },
  usage: 'shift <orderId> --days N',
  summary: `move a disbursed order's dates N days (1 to ${OPS_SHIFT_MAX_DAYS}) into the past, so instalments fall due or overdue`,
  async run({ args, values, api }) {
    if (values.days === undefined) throw new UsageError('shift needs --days N');
    const input = parseInput(opsShift, { ...args, days: values.days });
    const result = await api.call(opsShift, input);
    const days = `${input.days} day${input.days === 1 ? '' : 's'}`;
    return actionLine(result, `moved ${days} into the past`);
  },
};
