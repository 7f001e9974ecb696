import { opsBorrower } from '@tz-loan/contract/staff/queues';
import type { z } from 'zod';
import { type Command, parseInput } from '../command.ts';
import { money, shown, statusName, table, when } from '../format.ts';

type Story = z.output<typeof opsBorrower.data>;
type Row<K extends 'orders' | 'sms' | 'complaints' | 'logins' | 'devices' | 'consents'> = Story[K][number];

const section = (title: string, rows: readonly unknown[], render: () => string) => [
  '',
  `${title} (${rows.length}):`,
  rows.length === 0 ? 'None.' : render(),
];

export const borrowerCommand: Command = {
  name: 'borrower',
  args: ['phone'],
  usage: 'borrower <phone>',
  summary: "a borrower's whole story: orders, SMS sent, complaints, devices, logins and agreements accepted",
  async run({ args, api }) {
    const s = await api.call(opsBorrower, parseInput(opsBorrower, args));
    return [
      shown(`Borrower ${s.borrowerId}, ${s.phone}, since ${when(s.createdAt)}`),
      ...section('Orders', s.orders, () =>
        table<Row<'orders'>>(s.orders, [
          { title: 'ORDER', value: (o) => String(o.orderId), right: true },
          { title: 'STATUS', value: (o) => statusName(o.status) },
          { title: 'AMOUNT', value: (o) => money(o.amount), right: true },
          { title: 'OWED', value: (o) => money(o.owed), right: true },
          { title: 'CREATED', value: (o) => when(o.createdAt) },
        ]),
      ),
      ...section('Complaints', s.complaints, () =>
        table<Row<'complaints'>>(s.complaints, [
          { title: 'ID', value: (c) => String(c.problemId), right: true },
          { title: 'REFERENCE', value: (c) => c.reference },
          { title: 'STATUS', value: (c) => c.status },
          { title: 'CREATED', value: (c) => when(c.createdAt) },
        ]),
      ),
      ...section('SMS', s.sms, () =>
        table<Row<'sms'>>(s.sms, [
          { title: 'AT', value: (m) => when(m.at) },
          { title: 'KIND', value: (m) => m.kind },
          { title: 'TEXT', value: (m) => m.text },
        ]),
      ),
      ...section('Devices', s.devices, () =>
        table<Row<'devices'>>(s.devices, [
          { title: 'DEVICE', value: (d) => d.device },
          { title: 'FIRST SEEN', value: (d) => when(d.firstSeen) },
          { title: 'LAST SEEN', value: (d) => when(d.lastSeen) },
        ]),
      ),
      ...section('Logins', s.logins, () =>
        table<Row<'logins'>>(s.logins, [
          { title: 'AT', value: (l) => when(l.at) },
          { title: 'DEVICE', value: (l) => l.device },
          { title: 'ADDRESS', value: (l) => l.address ?? '-' },
        ]),
      ),
      ...section('Consents', s.consents, () =>
        table<Row<'consents'>>(s.consents, [
          { title: 'ORDER', value: (c) => String(c.orderId), right: true },
          { title: 'DOCUMENT', value: (c) => `${c.document} ${c.title}` },
          { title: 'VERSION', value: (c) => c.version },
          { title: 'SHA-256', value: (c) => c.textHash.slice(0, 16) },
          { title: 'LANGUAGE', value: (c) => c.language },
          { title: 'DEVICE', value: (c) => c.device },
          { title: 'ACCEPTED', value: (c) => when(c.acceptedAt) },
        ]),
      ),
    ].join('\n');
  },
};
