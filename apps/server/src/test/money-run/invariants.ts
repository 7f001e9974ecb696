import { sql } from 'drizzle-orm';
import { type MoneyWorld, owedNow } from './world.ts';

type Rows<T> = { rows: T[] };

const rowsOf = async <T>(world: MoneyWorld, query: ReturnType<typeof sql>) =>
  ((await world.db.execute(query)) as unknown as Rows<T>).rows;

/**
 * The ledger's invariants (PRODUCT.md §7), each problem in words; none when the books hold. `final`:
 * every callback has been told or asked for by status, so every approval must have its payment.
 */
export const ledgerProblems = async (world: MoneyWorld, { final = false } = {}): Promise<string[]> => {
  const problems: string[] = [];
  const twice = await rowsOf<{ reference: string; n: number }>(
    world,
    sql`select reference, count(*)::int as n from payments group by reference having count(*) > 1`,
  );
  for (const row of twice) problems.push(`payment ${row.reference} is in the ledger ${row.n} times`);

  const pushPayments = await rowsOf<{ trade_no: string; n: number; amount: string; trade_amount: string }>(
    world,
    sql`select t.trade_no, count(*)::int as n, sum(p.amount)::text as amount, t.amount::text as trade_amount
        from payments p join trades t on t.id = p.trade_id
        where t.repay_type = 'PUSH' group by t.trade_no, t.amount`,
  );
  const approved = await world.approvedAtWallet();
  for (const row of pushPayments) {
    if (row.n > 1) problems.push(`push ${row.trade_no} has ${row.n} payments`);
    if (!approved.has(row.trade_no)) problems.push(`push ${row.trade_no} is paid, the wallet never took it`);
    if (Number(row.amount) !== Number(row.trade_amount)) {
      problems.push(`push ${row.trade_no} paid ${row.amount}, pushed ${row.trade_amount}`);
    }
  }
  if (final) {
    const paid = new Set(pushPayments.map((row) => row.trade_no));
    for (const reference of approved.keys()) {
      if (!paid.has(reference)) problems.push(`push ${reference} was approved and is not in the ledger`);
    }
    const codes = await rowsOf<{ trade_no: string; n: number }>(
      world,
      sql`select c.trade_no, (select count(*)::int from payments p join trades t on t.id = p.trade_id
            where t.trade_no = c.trade_no) as n
          from sandbox_collections c where c.state = 'paid'`,
    );
    for (const row of codes) {
      if (row.n !== 1) problems.push(`pay code ${row.trade_no} was paid and has ${row.n} payments`);
    }
  }

  const failedPaid = await rowsOf<{ trade_no: string }>(
    world,
    sql`select t.trade_no from trades t where t.state = 'failed'
        and exists (select 1 from payments p where p.trade_id = t.id)`,
  );
  for (const row of failedPaid) problems.push(`trade ${row.trade_no} is both failed and paid`);
  const paidWithout = await rowsOf<{ trade_no: string }>(
    world,
    sql`select t.trade_no from trades t where t.state = 'paid'
        and not exists (select 1 from payments p where p.trade_id = t.id)`,
  );
  for (const row of paidWithout) problems.push(`trade ${row.trade_no} is paid without a payment`);

  const books = await rowsOf<{
    order_id: string;
    ledger: string;
    paid: string;
    repaid: string;
    foreign: number;
  }>(
    world,
    sql`select o.id::text as order_id,
          (select coalesce(sum(amount), 0)::text from ledger_entries l where l.order_id = o.id) as ledger,
          (select coalesce(sum(amount), 0)::text from payments p where p.order_id = o.id) as paid,
          (select coalesce(sum(amount), 0)::text from ledger_entries l
             where l.order_id = o.id and l.kind = 'repayment') as repaid,
          (select count(*)::int from ledger_entries l join payments p on p.id = l.payment_id
             where l.order_id = o.id and p.order_id <> o.id) as foreign
        from orders o where exists (select 1 from payments p where p.order_id = o.id)`,
  );
  const byOrder = new Map(books.map((row) => [Number(row.order_id), row]));
  for (const row of books) {
    if (row.ledger !== row.paid) {
      problems.push(`order ${row.order_id}: the ledger holds ${row.ledger}, its payments ${row.paid}`);
    }
    if (row.foreign > 0) problems.push(`order ${row.order_id} holds another order's payment`);
  }
  for (const loan of world.loans) {
    const repaid = Number(byOrder.get(loan.orderId)?.repaid ?? 0);
    const owed = await owedNow(world.db, loan.orderId);
    if (owed !== loan.planned - repaid) {
      problems.push(`order ${loan.orderId}: owedOf says ${owed}, the ledger ${loan.planned} - ${repaid}`);
    }
  }
  if (world.fake) {
    const fake = world.fake;
    const pushed = await rowsOf<{ trade_no: string }>(
      world,
      sql`select trade_no from trades where repay_type = 'PUSH'`,
    );
    for (const { trade_no } of pushed) {
      if (fake.pushesFor(trade_no) > 1)
        problems.push(`push ${trade_no} reached AzamPay ${fake.pushesFor(trade_no)} times`);
    }
  }
  return problems;
};
