import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../apps/server/src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder every journey's server starts from (server.ts copies it). */
    pgliteTemplate?: string;
  }
}

export type E2eProvided = 'pgliteTemplate';

/** Runs initdb and the migrations once for the run, not once for every server a journey starts. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'tz-e2e-pglite-'));
  const dataDir = join(folder, 'pglite');
  const database = await openPglite(dataDir);
  await database.close();
  project.provide('pgliteTemplate' satisfies E2eProvided, dataDir);
  return () => rmSync(folder, { recursive: true, force: true });
}
