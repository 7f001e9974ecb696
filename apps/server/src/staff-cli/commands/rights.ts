import { type OpsRightsRequest, opsRightsOutcome, opsRightsRequests } from '@tz-loan/contract/rights/calls';
import { UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';
import { shown, shownLines, table, when } from '../format.ts';

const state = (r: OpsRightsRequest) => (r.overdue ? 'OVERDUE' : r.status);

/** The borrower's words under the table, indented: what staff act on. */
const words = (r: OpsRightsRequest) =>
  r.detail
    ? `#${r.id} ${shownLines(r.detail)
        .map((line, i) => (i === 0 ? line : `    ${line}`))
        .join('\n')}`
    : null;

export const rightsCommand: Command = {
  name: 'rights',
  args: [],
  options: { open: { type: 'boolean' } },
  usage: 'rights [--open]',
  summary:
    'data-rights requests (corrections, deletions) with their deadlines, open ones first, overdue marked (--open: only those waiting)',
  async run({ values, api }) {
    const { requests } = await api.call(opsRightsRequests, { open: values.open ? '1' : '0' });
    if (requests.length === 0)
      return values.open ? 'No open data-rights requests.' : 'No data-rights requests.';
    const list = table<OpsRightsRequest>(requests, [
      { title: 'ID', value: (r) => String(r.id), right: true },
      { title: 'BORROWER', value: (r) => shown(r.phone) },
      { title: 'KIND', value: (r) => r.kind },
      { title: 'STATUS', value: state },
      { title: 'RECEIVED', value: (r) => when(r.createdAt) },
      { title: 'DUE', value: (r) => when(r.dueAt) },
      { title: 'OUTCOME', value: (r) => shown(r.outcome ?? '') },
    ]);
    const texts = requests.map(words).filter((w) => w !== null);
    const said = texts.length ? `\n${texts.join('\n')}` : '';
    return `${list}${said}\nRecord the outcome: npm run ops -- rights-outcome <id> --done|--refuse --text T`;
  },
};

export const rightsOutcomeCommand: Command = {
  name: 'rights-outcome',
  args: ['requestId'],
  options: { done: { type: 'boolean' }, refuse: { type: 'boolean' }, text: { type: 'string' } },
  usage: 'rights-outcome <requestId> --done|--refuse --text T',
  summary: 'record what was done about a data-rights request (the correction made, or why it was refused)',
  async run({ args, values, api }) {
    if (Boolean(values.done) === Boolean(values.refuse))
      throw new UsageError('rights-outcome needs --done or --refuse');
    const input = parseInput(opsRightsOutcome, {
      ...args,
      status: values.done ? 'done' : 'refused',
      outcome: values.text,
    });
    const r = await api.call(opsRightsOutcome, input);
    return shown(
      `Request ${r.id} (${r.kind}, ${r.phone}) recorded ${r.status} by ${r.handledBy}: ${r.outcome}`,
    );
  },
};
