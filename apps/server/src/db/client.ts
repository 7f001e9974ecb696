import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../server-root.ts';
import * as auth from './schema/auth.ts';
import * as bank from './schema/bank.ts';
import * as cardStore from './schema/card-store.ts';
import * as complaint from './schema/complaint.ts';
import * as content from './schema/content.ts';
import * as idempotency from './schema/idempotency.ts';
import * as loan from './schema/loan.ts';
import * as ops from './schema/ops.ts';
import * as outbox from './schema/outbox.ts';
import * as promotion from './schema/promotion.ts';
import * as reminders from './schema/reminders.ts';
import * as repayment from './schema/repayment.ts';
import * as rights from './schema/rights.ts';
import * as sandbox from './schema/sandbox.ts';
import * as support from './schema/support.ts';
import * as ussd from './schema/ussd.ts';

/** Every table, one file per domain (schema/*.ts). */
const schema = {
  ...auth,
  ...bank,
  ...cardStore,
  ...complaint,
  ...content,
  ...idempotency,
  ...loan,
  ...ops,
  ...outbox,
  ...promotion,
  ...reminders,
  ...repayment,
  ...rights,
  ...sandbox,
  ...support,
  ...ussd,
};
type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repository functions take either, so a caller inside a transaction passes it all the way down. */
export type DbOrTx = Db | Tx;

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = join(SERVER_ROOT, 'drizzle');

/**
 * Embedded PostgreSQL in a folder, or `memory://` for tests. Runs the migrations. `from` is a dump of a
 * data folder to start from (tests start from one migrated template: PGlite's initdb takes seconds).
 */
export const openPglite = async (dataDir: string | 'memory://', from?: Blob): Promise<Database> => {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir === 'memory://' ? {} : { dataDir }),
    ...(from ? { loadDataDir: from } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
};

// Several API processes may start at once against one database: one migrates, the others wait.
const MIGRATION_LOCK = 7_240_001;

export const openPostgres = async (
  url: string,
  options: { poolSize?: number; onIdleError?: (error: Error) => void } = {},
): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection that the server drops (restart, failover) must not take the process down:
  // the pool replaces it on the next query.
  pool.on(
    'error',
    options.onIdleError ?? ((error) => console.warn(`PostgreSQL connection lost: ${error.message}`)),
  );
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client: lockClient }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
};
