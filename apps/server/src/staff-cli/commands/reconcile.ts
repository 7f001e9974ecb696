import { opsReconcile } from '@tz-loan/contract/staff/reconcile';
import { type Command, parseInput } from '../command.ts';
import { table } from '../format.ts';

export const reconcileCommand: Command = {
  name: 'reconcile',
  args: [],
  options: { date: { type: 'string' } },
  usage: 'reconcile [--date YYYY-MM-DD]',
  summary:
    "compares the mobile-money provider's record of a day's payments (yesterday by default) with the ledger and lists every difference",
  async run({ values, api }) {
    const report = await api.call(opsReconcile, parseInput(opsReconcile, { date: values.date }));
    const head = `reconcile ${report.date} with ${report.provider}: ${report.checked} checked, ${report.differences.length} differences`;
    if (report.differences.length === 0) return head;
    const rows = table(report.differences, [
      { title: 'reference', value: (d) => d.reference },
      { title: 'order', value: (d) => String(d.orderId), right: true },
      { title: 'problem', value: (d) => d.problem },
      { title: 'ours', value: (d) => d.ours },
      { title: 'provider', value: (d) => d.theirs },
    ]);
    return `${head}\n${rows}`;
  },
};
