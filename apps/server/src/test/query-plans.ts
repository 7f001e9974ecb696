import pg from 'pg';

// What a test needs to prove that queries use an index: the SQL the app sends to one PostgreSQL
// database, and PostgreSQL's plan of each with sequential scans priced out.

export type SentQuery = { text: string; values: unknown[] };

type QueryArgs = Parameters<pg.Client['query']>;

/**
 * Records every statement sent to the database named `database` (the app's own pool, its
 * transactions and the background loops alike) until `stop()`. The app runs unchanged: the client's
 * query method is wrapped where node-postgres defines it, and put back by `stop()`.
 */
export const captureQueries = (database: string) => {
  const sent: SentQuery[] = [];
  const original = pg.Client.prototype.query;
  const wrapped = function (this: pg.Client, ...args: QueryArgs) {
    if (this.database === database) {
      const [first, second] = args as unknown[];
      const config =
        typeof first === 'string' ? { text: first } : (first as { text?: string; values?: unknown[] });
      const values = Array.isArray(second) ? second : (config.values ?? []);
      if (config.text) sent.push({ text: config.text, values });
    }
    return (original as (...a: QueryArgs) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = wrapped as typeof original;
  return {
    sent,
    /** Forgets what was sent so far: only what follows is checked. */
    clear: () => sent.splice(0),
    stop: () => {
      pg.Client.prototype.query = original;
    },
  };
};

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/** Statements with a plan worth reading: transactions, locks and settings have none. */
const PLANNED = /^\s*(with|select|insert|update|delete)\b/i;

export type ScanProblem = { sql: string; node: string; relation: string; index?: string };

/**
 * Every scan of a table in `big` that reads it whole: a sequential scan, or a whole non-partial index
 * walked only for its order while a filter throws rows away. Sequential scans are priced out first, so
 * the planner takes one only when no index fits.
 */
export const wholeTableScans = async (url: string, queries: SentQuery[], big: ReadonlySet<string>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set enable_seqscan = off');
    const partial = new Set(
      (
        await client.query<{ name: string }>(
          'select indexrelid::regclass::text as name from pg_index where indpred is not null',
        )
      ).rows.map((r) => r.name),
    );
    const problems: ScanProblem[] = [];
    const seen = new Set<string>();
    for (const query of queries) {
      if (!PLANNED.test(query.text) || seen.has(query.text)) continue;
      seen.add(query.text);
      const explained = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `explain (format json) ${query.text}`,
        query.values,
      );
      const walk = (node: PlanNode) => {
        const relation = node['Relation Name'];
        if (relation && big.has(relation)) {
          const index = node['Index Name'];
          const wholeIndex =
            node['Node Type'].startsWith('Index') &&
            !node['Index Cond'] &&
            node.Filter &&
            !partial.has(index ?? '');
          if (node['Node Type'] === 'Seq Scan' || wholeIndex) {
            problems.push({
              sql: query.text,
              node: node['Node Type'],
              relation,
              ...(index ? { index } : {}),
            });
          }
        }
        for (const child of node.Plans ?? []) walk(child);
      };
      const [first] = explained.rows[0]?.['QUERY PLAN'] ?? [];
      if (first) walk(first.Plan);
    }
    return { problems, planned: seen.size };
  } finally {
    await client.end();
  }
};
