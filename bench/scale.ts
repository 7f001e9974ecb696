// The scale fixture (issue 30): fills an empty PostgreSQL database, migrated by the server's own
// migrations, to N orders of N / 10 borrowers as real use leaves them, with set-based SQL in batches,
// then ANALYZE; prints the time taken and the database's size. `bench/scale-measure.ts` measures on it.
// Usage: DATABASE_URL=postgres://… npx tsx bench/scale.ts [--orders 1000000] [--batch 50000]
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { writePrices } from './scale-prices.ts';
import * as fill from './scale-sql.ts';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
};

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres'))
  throw new Error('DATABASE_URL must name a PostgreSQL database (PGlite is not filled)');
const orderCount = option('orders', 20_000);
const batch = option('batch', 50_000);
if (orderCount % 10 !== 0) throw new Error('--orders must be a multiple of 10 (ten orders per borrower)');

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

// The server's migrations and demo products, as a first start would leave them.
const database = await openPostgres(url, { poolSize: 1 });
await seedDemoData(database.db);
await database.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const count = async (table: string) =>
  Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
if ((await count('orders')) > 0) throw new Error('The database already holds orders: fill an empty one');
// Rows are written consistent by construction: the foreign keys' triggers are not run row by row, and a
// crash mid-fill means filling again, so commits need not wait for the disk.
await client.query("set session_replication_role = 'replica'");
await client.query('set synchronous_commit = off');
await writePrices(client);

const borrowerOffset = Number(
  (await client.query('select coalesce(max(id), 0) as max from borrowers')).rows[0].max,
);
const sizes: fill.Sizes = { orders: orderCount, borrowers: orderCount / 10, borrowerOffset };

const inBatches = async (label: string, total: number, statements: string[]) => {
  for (let lo = 1; lo <= total; lo += batch) {
    const hi = Math.min(total, lo + batch - 1);
    for (const statement of statements) await client.query(statement, [lo, hi]);
    process.stdout.write(`\r${label}: ${hi} of ${total} (${seconds()} s)`);
  }
  process.stdout.write('\n');
};

await inBatches('borrowers', sizes.borrowers, [
  fill.borrowerRows(sizes),
  fill.sessionRows(sizes),
  fill.payoutAccountRows(sizes),
]);
await inBatches('orders', sizes.orders, [
  fill.orderRows(sizes),
  fill.instalmentRows(),
  fill.orderEventRows(),
  fill.payoutRows(),
  fill.opsActionRows(),
  fill.paidTradeRows(),
  fill.paymentRows(),
  fill.ledgerRows(),
  fill.paymentNotificationRows(),
  fill.sandboxNotificationRows(),
  fill.collectionRows(),
  fill.receiptSmsRows(),
  fill.openTradeRows(),
  fill.openCollectionRows(),
]);
const complaintCount = Math.floor(sizes.borrowers / 4);
await inBatches('complaints', complaintCount, [fill.complaintRows(sizes)]);
// The next complaint the server files takes the next reference of the year.
await client.query(
  `insert into complaint_reference_counters (year, last) values (extract(year from now())::int, $1)
   on conflict (year) do update set last = greatest(complaint_reference_counters.last, excluded.last)`,
  [complaintCount],
);

// Ids written explicitly: each table's sequence continues after them.
const serials = await client.query<{ table_name: string }>(
  `select table_name from information_schema.columns
   where table_schema = 'public' and column_name = 'id' and column_default like 'nextval%'`,
);
for (const { table_name } of serials.rows) {
  await client.query(
    `select setval(pg_get_serial_sequence('"${table_name}"', 'id'), greatest(1, (select coalesce(max(id), 0) from "${table_name}")))`,
  );
}
await client.query('analyze');

const figures = await client.query(`select
  (select count(*) from borrowers) as borrowers, (select count(*) from orders) as orders,
  (select count(*) from instalments) as instalments, (select count(*) from trades) as trades,
  (select count(*) from payments) as payments, (select count(*) from ledger_entries) as ledger,
  (select count(*) from complaints) as complaints, (select count(*) from outbox) as outbox,
  pg_size_pretty(pg_database_size(current_database())) as size`);
console.log(figures.rows[0]);
console.log(`filled in ${seconds()} s`);
await client.end();
