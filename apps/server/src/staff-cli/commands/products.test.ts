import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { runCli } from '../run.ts';

// `product add`, `product change <id>` and `product versions <id>` against a listening app.
const TOKEN = 'cli-products-ops-token-0123456789abcdef';
let app: FastifyInstance;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: TOKEN });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  env = { OPS_URL: url, STAFF_TOKEN: TOKEN, DATA_DIR: '/nonexistent' };
});
afterAll(() => app.close());

const ops = async (args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

const ADD = [
  'product',
  'add',
  '--name',
  'Cli Akiba',
  '--amount-min',
  '40000000',
  '--amount-max',
  '60000000',
  '--days',
  '100',
  '--instalments',
  '2',
  '--interest-bp',
  '1000',
  '--fee-bp',
  '100',
];

describe('npm run ops -- product change, product versions', () => {
  let id = '';

  it('adds version 1, changes the price as version 2 and lists both with who changed them', async () => {
    const added = await ops(ADD);
    expect(added.stderr).toBe('');
    id = /product (\d+) added/.exec(added.stdout)?.[1] ?? '';
    expect(id).not.toBe('');

    const changed = await ops(['product', 'change', id, '--interest-bp', '800', '--grace-days', '5']);
    expect(changed.stderr).toBe('');
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain(`product ${id} is now version 2 (new offers only`);
    expect(changed.stdout).toMatch(/Cli Akiba .* 8,00% .* +2$/m);

    const listed = await ops(['product', 'versions', id]);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.split('\n');
    expect(lines[0]).toMatch(/^version +from +by +amounts/);
    expect(lines[1]).toMatch(/^ *1 .* ops:demo .* 10,00% .* 3 /);
    expect(lines[2]).toMatch(/^ *2 .* ops:demo .* 8,00% .* 5 /);
  });

  it.each([
    [['product', 'change', '1'], /name at least one term/],
    [['product', 'change', '1', '--name', 'Other'], /name and logo stay/],
    [['product', 'change'], /the action is 'add', 'change <productId>'/],
    [['product', 'versions'], /the action is 'add', 'change <productId>'/],
    [['product', 'change', 'x', '--fee-bp', '10'], /productId/],
  ])('refuses %j before sending anything', async (args, message) => {
    const { code, stderr } = await ops(args);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
  });

  it('says what the server refuses: above the bound, an unknown product', async () => {
    const high = await ops(['product', 'change', id, '--interest-bp', '2000']);
    expect(high.code).toBe(1);
    expect(high.stderr).toMatch(/APR would be .*less than 14,60%/);
    const unknown = await ops(['product', 'versions', '9999']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/not available|not found/i);
    expect((await ops(['product', 'versions', id])).stdout.split('\n')).toHaveLength(3);
  });
});
