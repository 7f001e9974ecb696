import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { login, openTestDatabase, post, testConfig, testDbKind } from '../test/test-app.ts';
import { seedDemoData } from './seed.ts';

// Only a PostgreSQL server can drop connections under the app; PGlite has none to drop.
describe.runIf(testDbKind === 'postgres')('PostgreSQL connections', () => {
  it('survive the server dropping every idle connection: the next call still answers', async () => {
    const lost: Error[] = [];
    const database = await openTestDatabase((error) => lost.push(error));
    await seedDemoData(database.db);
    const app = await buildApp(testConfig(), database);
    try {
      const session = await login(app, '0717000001');
      // Several calls at once leave several idle connections in the pool.
      await Promise.all([1, 2, 3, 4].map(() => post(app, '/v3/user/info', {}, session)));
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      // The pool hears of it when the dropped sockets close: waited for, not slept on.
      await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0), { timeout: 10_000 });
      const { body } = await post(app, '/v3/user/info', {}, session);
      expect(body).toMatchObject({ code: 0, data: { mobilePhone: '255717000001' } });
    } finally {
      await app.close();
    }
  });
});
