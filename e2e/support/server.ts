import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
const DEFAULT_WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export type RunningServer = {
  baseUrl: string;
  /** The server's process (with SERVER_PROCESSES above 1, the primary of its workers). */
  pid: number;
  /** The server's data folder (PGlite, the ops token); removed by stop(). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Ends the process with SIGKILL, as a crash would, and keeps its data folder. */
  kill: () => Promise<void>;
};

/** The API processes under a server started with SERVER_PROCESSES above 1 (its cluster's workers). */
export const workerPids = (server: RunningServer): number[] =>
  // Read from /proc, which every Linux has (pgrep may not be installed).
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // pid (comm) state ppid …: the name may hold spaces and parentheses, so read after the last ')'.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === server.pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);

/** A port nobody listens on right now: the OS picks one, we close it and hand it to the server. */
export const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const exited = (child: ChildProcess) =>
  new Promise<void>((r) => {
    if (child.exitCode !== null || child.signalCode !== null) r();
    else child.once('exit', () => r());
  });

const SERVER_BUILD = join(REPO_ROOT, 'apps/server/dist/server.js');

const assertBuilt = (webDist: string) => {
  const missing = [
    ...['index.html', 'host.html'].map((file) => join(webDist, file)),
    join(webDist, '../dist-ssr/render-page.js'),
    SERVER_BUILD,
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The app is not built (${missing.join(', ')} missing): run \`npm run build\` before the e2e tests.`,
    );
  }
};

/**
 * Starts the real server as a child process: demo mode, on a free port, with PGlite in a fresh temp
 * folder (or on PostgreSQL at `databaseUrl`), and waits for /tapi/health. `stop()` ends it with
 * SIGTERM and removes the folder. The server is its build (apps/server/dist); the web app comes from
 * apps/web/dist, or `E2E_WEB_DIST`.
 */
export type ServerOptions = {
  webDist?: string;
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
  /** Another server's data folder, to start where it stopped. */
  dataDir?: string;
  /**
   * A migrated PGlite data folder a new data folder starts from (PGlite's initdb takes seconds); the
   * e2e run makes one (pglite-template.ts).
   */
  pgliteTemplate?: string | undefined;
};

export const startServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  const webDist = options.webDist ?? process.env.E2E_WEB_DIST ?? DEFAULT_WEB_DIST;
  assertBuilt(webDist);
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'tz-loan-e2e-')));
  if (!options.dataDir && !options.databaseUrl && options.pgliteTemplate)
    cpSync(options.pgliteTemplate, join(dataDir, 'pglite'), { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
    // Orders move only when a test says so (the ops command line), never by the clock's demo policy.
    AUTO_APPROVE_AFTER_SECONDS: 'off',
    AUTO_PAYOUT_AFTER_SECONDS: 'off',
    // No reminder SMS by the clock either: the journeys read the SMS they caused.
    REMINDERS_EVERY_SECONDS: 'off',
    // Every answer the journeys see is held to the contract.
    CHECK_ANSWERS: '1',
    // Journeys and benchmarks log many borrowers in from one address and one device id: the limits
    // per client (README, settings) would throttle them. Their own server tests set them low.
    SMS_LIMIT_PER_ADDRESS: '100000',
    SMS_LIMIT_PER_DEVICE: '100000',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    LOGIN_LIMIT_PER_DEVICE: '100000',
    ...options.env,
  };
  // Vitest sets NODE_ENV=test; the journeys need demo mode (the host page, the SMS outbox) unless the
  // caller asks for production.
  if (options.env?.NODE_ENV !== 'production') delete env.NODE_ENV;
  // PGlite in the temp folder unless the caller asks for a PostgreSQL server.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  // The production build, as `npm start` runs it.
  const child = spawn(process.execPath, [SERVER_BUILD], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/tapi/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { baseUrl, pid: child.pid ?? 0, dataDir, stop, kill };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }

  const why =
    child.exitCode !== null || child.signalCode !== null
      ? `exited (code ${child.exitCode}, signal ${child.signalCode})`
      : `did not answer GET /tapi/health with 200 within ${START_TIMEOUT_MS / 1000} s`;
  await stop();
  throw new Error(`The server ${why}. Its output:\n${output || '(nothing)'}`);
};

/** Runs the server's build in exactly `env` until it exits by itself (a refusal to start). */
export const startServerToExit = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [SERVER_BUILD], { env, encoding: 'utf8', timeout: 30_000 });
