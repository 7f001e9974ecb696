import { type OpsAuditEntry, opsActions } from '@tz-loan/contract/staff/calls';
import { type Command, parseInput } from '../command.ts';
import { table, when } from '../format.ts';

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .filter(([key]) => key !== 'message' && key !== 'code')
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');

const resultText = (entry: OpsAuditEntry) =>
  entry.ok ? 'done' : `refused: ${String(entry.detail.message ?? 'no reason kept')}`;

export const actionsCommand: Command = {
  name: 'actions',
  args: [],
  options: { order: { type: 'string' }, limit: { type: 'string' } },
  usage: 'actions [--order ID] [--limit N]',
  summary: 'the audit trail, newest first: who did what to which order, done or refused',
  async run({ values, api }) {
    const input = parseInput(opsActions, { orderId: values.order, limit: values.limit });
    const { actions } = await api.call(opsActions, input);
    if (actions.length === 0) return 'No ops actions recorded yet.';
    return table<OpsAuditEntry>(actions, [
      { title: 'WHEN', value: (a) => when(a.createdAt) },
      { title: 'WHO', value: (a) => a.actor },
      { title: 'COMMAND', value: (a) => a.command },
      { title: 'ORDER', value: (a) => a.target || '-', right: true },
      { title: 'DETAIL', value: (a) => detailText(a.detail) || '-' },
      { title: 'RESULT', value: resultText },
    ]);
  },
};
