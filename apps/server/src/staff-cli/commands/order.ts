import { opsOrderMoney } from '@tz-loan/contract/staff/queues';
import type { z } from 'zod';
import { type Command, parseInput } from '../command.ts';
import { money, table, when } from '../format.ts';

type Money = z.output<typeof opsOrderMoney.data>;
type Row<K extends 'plan' | 'ledger' | 'payments'> = Money[K][number];

const signed = (minor: number) => (minor < 0 ? `-${money(-minor)}` : money(minor));

export const orderCommand: Command = {
  name: 'order',
  args: ['orderId'],
  usage: 'order <orderId>',
  summary: "one order's money: its plan, its ledger with the balance after each entry, its payments",
  async run({ args, api }) {
    const m = await api.call(opsOrderMoney, parseInput(opsOrderMoney, args));
    const lines = [`Order ${m.orderId} owes ${money(m.owed)} today.`, '', 'Plan:'];
    lines.push(
      table<Row<'plan'>>(m.plan, [
        { title: 'PERIOD', value: (p) => String(p.period), right: true },
        { title: 'DUE', value: (p) => p.dueDate ?? '-' },
        { title: 'AMOUNT', value: (p) => money(p.amount), right: true },
        { title: 'PAID', value: (p) => money(p.paid), right: true },
        { title: 'STATE', value: (p) => p.state },
      ]),
    );
    lines.push('', 'Ledger:');
    lines.push(
      m.ledger.length === 0
        ? 'Nothing yet: the order is not paid out.'
        : table<Row<'ledger'>>(m.ledger, [
            { title: 'AT', value: (l) => when(l.at) },
            { title: 'KIND', value: (l) => l.kind },
            { title: 'AMOUNT', value: (l) => signed(l.amount), right: true },
            { title: 'BALANCE', value: (l) => signed(l.balance), right: true },
            { title: 'REFERENCE', value: (l) => l.reference },
          ]),
    );
    lines.push('', 'Payments:');
    lines.push(
      m.payments.length === 0
        ? 'None.'
        : table<Row<'payments'>>(m.payments, [
            { title: 'AT', value: (p) => when(p.at) },
            { title: 'WAY', value: (p) => p.way },
            { title: 'AMOUNT', value: (p) => money(p.amount), right: true },
            { title: 'STATE', value: (p) => p.state },
            { title: 'REFERENCE', value: (p) => p.reference },
            { title: 'PAY CODE', value: (p) => p.payCode ?? '' },
          ]),
    );
    return lines.join('\n');
  },
};
