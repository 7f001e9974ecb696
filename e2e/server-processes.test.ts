import { describe, expect } from 'vitest';
import { loginBorrower } from './support/api.ts';
import { e2e as it } from './support/fixture.ts';
import { type ScratchDatabase, scratchDatabase } from './support/money-rails.ts';
import { workerPids } from './support/server.ts';

// One setting runs an API process per core on one port (PRODUCT.md §17, docs/production.md): the
// built server with SERVER_PROCESSES=2 on PostgreSQL.

describe.skipIf(!process.env.DATABASE_URL)('SERVER_PROCESSES', () => {
  it('2: two processes answer on one port, one killed is replaced at once, SIGTERM stops them all', async ({
    startServer,
  }) => {
    const db: ScratchDatabase = await scratchDatabase('processes');
    try {
      const server = await startServer({ databaseUrl: db.url, env: { SERVER_PROCESSES: '2' } });
      await expect.poll(() => workerPids(server)).toHaveLength(2);

      // Borrowers log in on either process: each login's code, written by one, is read by the other.
      const sessions = await Promise.all(Array.from({ length: 10 }, () => loginBorrower(server)));
      expect(new Set(sessions.map((s) => s.userId)).size).toBe(10);

      const [killed] = workerPids(server);
      process.kill(killed ?? 0, 'SIGKILL');
      await expect.poll(() => workerPids(server).filter((pid) => pid !== killed)).toHaveLength(2);
      expect(workerPids(server)).not.toContain(killed);
      const again = await Promise.all(Array.from({ length: 4 }, () => loginBorrower(server)));
      expect(again.every((s) => Number(s.userId) > 0)).toBe(true);

      const workers = workerPids(server);
      await server.stop();
      const alive = workers.filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(alive).toEqual([]);
    } finally {
      await db.drop();
    }
  }, 120_000);
});
