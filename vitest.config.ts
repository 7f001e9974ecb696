import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { i18nPlugins } from './apps/web/i18n-plugins.ts';

// The server suite runs on PGlite always, and again on PostgreSQL when DATABASE_URL is set.
const postgres = process.env.DATABASE_URL
  ? [
      {
        test: {
          name: 'server-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/src/test/database-template.ts'],
          // Each file builds its own app on its own database: the modules (a second per file to load)
          // are shared between the files of a worker.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // A worker a core (Vitest's default leaves one to itself, which on two cores halves the run): the
    // workers wait on PostgreSQL, Chromium and servers of their own much of the time.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/database-template.ts'],
          // Each file builds its own app on its own database: the modules (a second per file to load)
          // are shared between the files of a worker.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgres,
      {
        plugins: [react(), ...i18nPlugins()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/pglite-template.ts'],
          environment: 'node',
          // Files run side by side: each has its own server, database folder and browser (fixture.ts).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
