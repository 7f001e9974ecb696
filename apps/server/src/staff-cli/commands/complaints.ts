import { type OpsComplaint, opsComplaints } from '@tz-loan/contract/complaint/calls';
import { type Command, parseInput } from '../command.ts';
import { shown, table, when } from '../format.ts';

/** 'processing', 'replied' or 'replied, rated 4/5'. */
export const complaintStatus = (c: OpsComplaint) =>
  c.status === 'replied' && c.score !== null ? `replied, rated ${c.score}/5` : c.status;

export const complaintsCommand: Command = {
  name: 'complaints',
  args: [],
  options: { open: { type: 'boolean' }, limit: { type: 'string' }, find: { type: 'string' } },
  usage: 'complaints [--open] [--find REFERENCE|PHONE] [--limit N]',
  summary:
    'list complaints, newest first: id, reference, borrower, type, status, created (--open: only those waiting for a reply, overdue first; --find: by reference or phone)',
  async run({ values, api }) {
    const raw = { open: values.open ? '1' : '0', limit: values.limit, q: values.find };
    const input = parseInput(opsComplaints, raw);
    const { complaints } = await api.call(opsComplaints, {
      open: values.open ? '1' : '0',
      limit: input.limit,
      q: input.q,
    });
    const which = input.open ? 'open complaints' : 'complaints';
    const matching = input.q ? shown(` matching ${input.q}`) : '';
    if (complaints.length === 0) return `No ${which}${matching}.`;
    const list = table<OpsComplaint>(complaints, [
      { title: 'ID', value: (c) => String(c.problemId), right: true },
      { title: 'REFERENCE', value: (c) => c.reference },
      { title: 'BORROWER', value: (c) => c.phone },
      { title: 'TYPE', value: (c) => c.type },
      { title: 'STATUS', value: complaintStatus },
      { title: 'CREATED', value: (c) => when(c.createdAt) },
      { title: 'REPLY BY', value: (c) => c.replyBy },
    ]);
    const more =
      complaints.length === input.limit ? ` (the newest ${input.limit}; --limit N shows more)` : '';
    const count = `${complaints.length} ${complaints.length === 1 ? which.replace(/s$/, '') : which}${matching}${more}`;
    return `${list}\n${count}\nRead one: npm run ops -- complaint <id>   Answer: npm run ops -- reply <id> --text T`;
  },
};
