import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { seedDemoData } from './db/seed.ts';
import { ensureOpsToken } from './modules/ops/token.ts';
import { runCluster } from './server-cluster.ts';

const announce = (config: Config, port: number) => {
  const base = `http://${config.host}:${port}`;
  const where = config.databaseUrl
    ? `PostgreSQL${config.processes > 1 ? `, ${config.processes} processes` : ''}`
    : `PGlite in ${config.dataDir}`;
  const mode = config.testSystem
    ? 'production mode on the sandbox providers: a test system'
    : `${config.mode} mode`;
  console.log(`\nReady on ${base} (${mode}, data: ${where})`);
  if (config.features.host) console.log(`Try the product as a borrower: ${base}/host`);
  if (config.mode === 'demo') {
    console.log(
      `Staff console: ${base}/staff   (first admin: npm run ops -- staff create-admin --name "Your Name")`,
    );
    console.log('Staff command line: npm run ops -- orders   (npm run ops -- help lists the commands)');
  } else console.log(`Staff console: ${base}/staff   (first admin: npm run ops -- staff create-admin)`);
};

/** What one process of several leaves to the primary, which did it once before they started. */
const prepareOnce = async (config: Config, databaseUrl: string) => {
  await ensureOpsToken(config);
  const database = await openPostgres(databaseUrl);
  try {
    if (config.mode === 'demo' && cluster.isPrimary) await seedDemoData(database.db);
  } finally {
    await database.close();
  }
};

const start = async () => {
  const config = loadConfig();
  if (config.processes > 1 && config.databaseUrl && cluster.isPrimary) {
    const url = config.databaseUrl;
    return runCluster(
      config.processes,
      () => prepareOnce(config, url),
      (port) => announce(config, port),
    );
  }
  // Before the database opens, so a data folder it cannot write stops the start cleanly. PostgreSQL
  // mode keeps the demo token in DATA_DIR too: the command line finds it in the same place.
  const ops = await ensureOpsToken(config);
  let release: (() => Promise<void>) | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    release = await lockDataDir(config.dataDir);
    database = await openPglite(`${config.dataDir}/pglite`);
  }
  // Production's products come from staff (npm run ops -- product), never from the demo.
  if (config.mode === 'demo' && cluster.isPrimary) await seedDemoData(database.db);
  const app = await buildApp({ ...config, machineSecret: ops.token }, database);
  if (release) app.addHook('onClose', release);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (cluster.isPrimary)
    announce(config, typeof address === 'object' && address ? address.port : config.port);
};

start().catch((error: unknown) => {
  const message =
    error instanceof DataDirLockedError || error instanceof Error ? error.message : String(error);
  console.error(`\nThe server could not start: ${message}`);
  process.exit(1);
});
