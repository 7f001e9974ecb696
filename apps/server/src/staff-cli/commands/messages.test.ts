import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { runCli } from '../run.ts';

// `npm run ops -- messages`: the staff read what the official site's contact form kept.

const TOKEN = 'messages-cli-ops-token-0123456789abcdef';
let app: FastifyInstance;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: TOKEN });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  env = { OPS_URL: url, STAFF_TOKEN: TOKEN, DATA_DIR: join(tmpdir(), 'no-ops-data') };
});
afterAll(() => app.close());

const ops = async (args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

const sendMessage = (fields: Record<string, string>, language = 'en') =>
  app.inject({
    method: 'POST',
    url: `/tapi/content/contact-message?language=${language}`,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });

describe('npm run ops -- messages', () => {
  it('says so when nobody has written yet', async () => {
    expect(await ops(['messages'])).toEqual({
      code: 0,
      stdout: 'No messages from the contact form yet.',
      stderr: '',
    });
  });

  it('lists the messages newest first: who, when, telephone, language, then the suggestion', async () => {
    await sendMessage(
      { name: 'Asha Mrisho', telephone: '0712 345 678', suggestion: 'Add Airtel Money' },
      'sw',
    );
    await sendMessage({ name: 'Juma Ali', telephone: '0754000111', suggestion: 'Line one\nLine two' });
    const { code, stdout, stderr } = await ops(['messages']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(
      /^#\d+ {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2} {2}Juma Ali {2}tel 0754000111 {2}\(English\)$/,
    );
    expect(lines.slice(1, 3)).toEqual(['    Line one', '    Line two']);
    expect(lines[4]).toMatch(/^#\d+ .* Asha Mrisho {2}tel 0712 345 678 {2}\(Kiswahili\)$/);
    expect(lines[5]).toBe('    Add Airtel Money');
    expect(lines.at(-1)).toBe('2 messages');
  });

  it('--limit N shows the newest N and says there may be more', async () => {
    const { code, stdout } = await ops(['messages', '--limit', '1']);
    expect(code).toBe(0);
    expect(stdout).toContain('Juma Ali');
    expect(stdout).not.toContain('Asha Mrisho');
    expect(stdout.split('\n').at(-1)).toBe('1 message (the newest 1; --limit N shows more)');
  });

  it('refuses a limit that is not a number, with the usage', async () => {
    const { code, stderr } = await ops(['messages', '--limit', 'ten']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^limit must be a whole number\. Usage: npm run ops -- messages \[--limit N\]$/);
  });
});
