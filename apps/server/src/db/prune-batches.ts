import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

const BATCH = 5_000;
const MAX_BATCHES = 40;

/**
 * Deletes the rows `where` selects, a batch at a time in the order of `by` (the indexed column `where`
 * bounds, so a pass that finds nothing reads nothing): a table that grew for months is pruned in short
 * statements that never hold many locks at once. Rows another process is deleting are skipped, not
 * waited for. At most `maxBatches` a call: a backlog of millions goes over the passes of a day rather
 * than holding one pass (and a closing server that waits for it) for minutes. Resolves with how many
 * rows went.
 */
export const deleteInBatches = async (
  db: DbOrTx,
  table: PgTable,
  id: PgColumn,
  where: SQL,
  by: PgColumn,
  batch = BATCH,
  maxBatches = MAX_BATCHES,
): Promise<number> => {
  let total = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const gone = await db
      .delete(table)
      .where(
        sql`${id} in (select ${id} from ${table} where ${where} order by ${by} limit ${batch} for update skip locked)`,
      )
      .returning({ id });
    total += gone.length;
    if (gone.length < batch) break;
  }
  return total;
};
