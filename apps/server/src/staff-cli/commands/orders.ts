import { type OpsOrder, opsOrders } from '@tz-loan/contract/staff/calls';
import { type Command, parseInput } from '../command.ts';
import { money, statusName, table, when } from '../format.ts';

export const ordersCommand: Command = {
  name: 'orders',
  args: [],
  options: {
    phone: { type: 'string' },
    limit: { type: 'string' },
    status: { type: 'string' },
    before: { type: 'string' },
  },
  usage: 'orders [--phone P] [--status 21|40|110|151|170] [--before ORDER] [--limit N]',
  summary:
    'list orders, newest first: id, borrower, status, amounts, next due date (--status: as stored; --before: the next page)',
  async run({ values, api }) {
    const raw = { phone: values.phone, limit: values.limit, status: values.status, before: values.before };
    const input = parseInput(opsOrders, raw);
    const { orders } = await api.call(opsOrders, input);
    const whose = [
      input.phone ? ` for ${input.phone}` : '',
      input.status === undefined ? '' : ` stored at ${input.status}`,
      input.before === undefined ? '' : ` before ${input.before}`,
    ].join('');
    if (orders.length === 0) return `No orders${whose}.`;
    const list = table<OpsOrder>(orders, [
      { title: 'ORDER', value: (o) => String(o.orderId), right: true },
      { title: 'BORROWER', value: (o) => o.phone },
      { title: 'PRODUCT', value: (o) => `${o.productId} ${o.productName}` },
      { title: 'STATUS', value: (o) => statusName(o.status) },
      { title: 'AMOUNT', value: (o) => money(o.amount), right: true },
      { title: 'TOTAL REPAYABLE', value: (o) => money(o.totalRepayable), right: true },
      { title: 'NEXT DUE', value: (o) => o.nextDueDate ?? '-' },
      { title: 'CREATED', value: (o) => when(o.createdAt) },
    ]);
    const last = orders[orders.length - 1];
    const more =
      orders.length === input.limit && last
        ? ` (the newest ${input.limit}; --before ${last.orderId} shows the next page)`
        : '';
    return `${list}\n${orders.length} order${orders.length === 1 ? '' : 's'}${whose}${more}`;
  },
};
