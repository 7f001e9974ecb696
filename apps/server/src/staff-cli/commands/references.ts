import { type OpsReference, opsReferences } from '@tz-loan/contract/staff/queues';
import type { Command } from '../command.ts';
import { money, table, when } from '../format.ts';

export const referencesCommand: Command = {
  name: 'references',
  args: [],
  usage: 'references',
  summary: 'payment references waiting to be confirmed, oldest first, with the amount each would pay',
  async run({ api }) {
    const { references } = await api.call(opsReferences, {});
    if (references.length === 0) return 'No payment references wait.';
    const list = table<OpsReference>(references, [
      { title: 'ORDER', value: (r) => String(r.orderId), right: true },
      { title: 'BORROWER', value: (r) => r.phone },
      { title: 'REFERENCE', value: (r) => r.utr },
      { title: 'AMOUNT', value: (r) => money(r.amount), right: true },
      { title: 'SUBMITTED', value: (r) => when(r.submittedAt) },
      { title: 'PROPOSED', value: (r) => (r.proposed ? 'yes' : '') },
    ]);
    const count = `${references.length} reference${references.length === 1 ? '' : 's'} to confirm`;
    return `${list}\n${count}\nDecide one: npm run ops -- utr <orderId> <reference> --confirm|--reject`;
  },
};
