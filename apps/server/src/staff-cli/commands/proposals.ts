import { opsApprovalDecide, opsApprovals } from '@tz-loan/contract/staff/approvals';
import { UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';
import { money, table } from '../format.ts';

export const proposalsCommand: Command = {
  name: 'proposals',
  args: [],
  options: { all: { type: 'boolean' } },
  usage: 'proposals [--all]',
  summary: 'money steps waiting for a second person (four eyes); --all: the decided ones too',
  async run({ values, api }) {
    const { approvals } = await api.call(
      opsApprovals,
      parseInput(opsApprovals, { state: values.all ? 'all' : undefined }),
    );
    if (approvals.length === 0) return 'No proposals waiting';
    return table(approvals, [
      { title: 'ID', value: (a) => String(a.id), right: true },
      { title: 'KIND', value: (a) => a.kind },
      { title: 'ORDER', value: (a) => String(a.orderId), right: true },
      { title: 'AMOUNT', value: (a) => (a.amount === null ? '-' : money(a.amount)), right: true },
      { title: 'BY', value: (a) => a.proposedBy },
      { title: 'STATE', value: (a) => a.state },
      { title: 'OUTCOME', value: (a) => a.outcome },
    ]);
  },
};

export const decideCommand: Command = {
  name: 'decide',
  args: ['approvalId'],
  options: { approve: { type: 'boolean' }, reject: { type: 'boolean' } },
  usage: 'decide <proposalId> --approve|--reject',
  summary: "approve (the money moves now) or reject another person's proposal",
  async run({ args, values, api }) {
    if (Boolean(values.approve) === Boolean(values.reject))
      throw new UsageError('Choose one of --approve or --reject');
    const decision = values.approve ? 'approve' : 'reject';
    const { approval } = await api.call(
      opsApprovalDecide,
      parseInput(opsApprovalDecide, { ...args, decision }),
    );
    return `Proposal ${approval.id} (${approval.kind}, order ${approval.orderId}) ${approval.state} by ${approval.decidedBy}${approval.outcome ? `: ${approval.outcome}` : ''}`;
  },
};
