import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-app.ts';

const serverEntry = join(import.meta.dirname, '../server.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'lock-test-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const startServer = async () => {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<void>((resolve) => {
    child.stdout?.on('data', () => output.includes('Ready on') && resolve());
  });
  return { port, child, exited, ready, output: () => output };
};

const call = async (port: number, path: string, body: Record<string, string> = {}, query = '') => {
  const response = await fetch(`http://127.0.0.1:${port}/tapi${path}${query}`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: a test reading the envelope it asserts on
  return (await response.json()) as any;
};

const loginOn = async (port: number, phone: string) => {
  await call(port, '/credit-user/send-sms-code', { phone });
  // The outbox's worker sends the code just after the call; on a busy machine, a moment later.
  let outbox: { data: { messages: { code: string }[] } } = { data: { messages: [] } };
  for (let tries = 0; !outbox.data.messages[0]?.code && tries < 300; tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await fetch(`http://127.0.0.1:${port}/tapi/dev/sms-outbox?phone=${phone}`);
    outbox = (await response.json()) as typeof outbox;
  }
  const login = await call(port, '/credit-user/sms-login', {
    phone,
    code: outbox.data.messages[0]?.code ?? '',
    deviceId: 'd',
  });
  return login.data.sessionId as string;
};

// The data-folder lock guards PGlite; a PostgreSQL run has no data folder to guard.
describe.runIf(testDbKind === 'pglite')('the PGlite data folder', () => {
  it('refuses a second server process with a clear message, and the data survives', async () => {
    const first = await startServer();
    await first.ready;
    const sessionId = await loginOn(first.port, '0716000001');
    const second = await startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server process is using the data folder ${dataDir}`);
    expect((await call(first.port, '/v3/user/info', {}, `?sessionId=${sessionId}`)).code).toBe(0);

    // A server killed outright leaves a stale lock that the next start takes over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startServer();
    await Promise.race([third.ready, third.exited.then(() => Promise.reject(new Error(third.output())))]);
    const info = await call(third.port, '/v3/user/info', {}, `?sessionId=${sessionId}`);
    expect(info).toMatchObject({ code: 0, data: { mobilePhone: '255716000001' } });
    // A graceful stop closes the database and lets the folder go at once.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);
});
