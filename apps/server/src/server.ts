import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { seedDemoData } from './db/seed.ts';

const start = async () => {
  const config = loadConfig();
  let release: (() => Promise<void>) | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    release = await lockDataDir(config.dataDir);
    database = await openPglite(`${config.dataDir}/pglite`);
  }
  await seedDemoData(database.db);
  const app = await buildApp(config, database);
  if (release) app.addHook('onClose', release);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host}:${port}`;
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\nReady on ${base} (${config.mode} mode, data: ${where})`);
  if (config.features.host) console.log(`Try the product as a borrower: ${base}/host`);
};

start().catch((error: unknown) => {
  const message =
    error instanceof DataDirLockedError || error instanceof Error ? error.message : String(error);
  console.error(`\nThe server could not start: ${message}`);
  process.exit(1);
});
