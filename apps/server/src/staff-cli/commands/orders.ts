import { type OpsOrder, opsOrders } from '@tz-loan/contract/staff/calls';
import { type Command, parseInput } from '../command.ts';
import { money, statusName, table, when } from '../format.ts';

export const ordersCommand: Command = {
  name: 'orders',
  args: [],
  options: { phone: { type: 'string' }, limit: { type: 'string' } },
  usage: 'orders [--phone P] [--limit N]',
  summary: 'list orders, newest first: id, borrower, status, amounts, next due date',
  async run({ values, api }) {
    const input = parseInput(opsOrders, { phone: values.phone, limit: values.limit });
    const { orders } = await api.call(opsOrders, input);
    const whose = input.phone ? ` for ${input.phone}` : '';
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
    const more = orders.length === input.limit ? ` (the newest ${input.limit}; --limit N shows more)` : '';
    return `${list}\n${orders.length} order${orders.length === 1 ? '' : 's'}${whose}${more}`;
  },
};
