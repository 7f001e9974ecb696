import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

const STALE_MS = 5_000;

/**
 * PGlite serves one process: a second one on the same folder would corrupt it. The lock's
 * mtime is refreshed while we live, so a lock left by a killed process goes stale and is taken
 * over; a live one makes the newcomer stop with a clear message.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'server.lock'),
      stale: STALE_MS,
      update: STALE_MS / 2,
      retries: { retries: 6, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
      onCompromised: (error) => {
        console.error(`The lock on the data folder ${dataDir} was lost (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(dataDir);
    }
    throw error;
  }
};

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another server process is using the data folder ${dataDir}. ` +
        'Stop it first, or give this one its own folder with DATA_DIR (or a PostgreSQL DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}
