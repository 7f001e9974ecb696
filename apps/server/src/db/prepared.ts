import type { Db } from './client.ts';

/**
 * A hot query prepared once per database (drizzle's `.prepare(name)`), the first time it runs.
 * Prepared statements nearly double PostgreSQL's throughput on one-row reads (ARCHITECTURE.md).
 */
export const preparedQuery = <Q>(build: (db: Db) => Q) => {
  const cache = new WeakMap<Db, Q>();
  return (db: Db): Q => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
};
