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

/** The 'other terms' cell of each row of a printed table (the column before 'interest'). */
const otherTermsColumn = (printed: string) => {
  const lines = printed.split('\n');
  const at = lines.findIndex((line) => line.includes('other terms'));
  const header = lines[at] ?? '';
  const [from, to] = [header.indexOf('other terms'), header.indexOf('interest')];
  return lines.slice(at + 1).map((line) => line.slice(from, to).trim());
};

describe('npm run ops -- product … --extra-terms', () => {
  it('adds, sets and clears the other terms a borrower may choose; products and versions print them', async () => {
    const added = await ops([
      ...ADD.map((a) => (a === 'Cli Akiba' ? 'Cli Chaguo' : a)),
      '--extra-terms',
      '91/2',
    ]);
    expect(added.stderr).toBe('');
    const id = /product (\d+) added/.exec(added.stdout)?.[1] ?? '';
    expect(otherTermsColumn(added.stdout)).toEqual(['91/2']);

    const set = await ops(['product', 'change', id, '--extra-terms', '120/4, 91/2']);
    expect(set.stderr).toBe('');
    expect(set.stdout).toContain(`product ${id} is now version 2`);
    expect(otherTermsColumn(set.stdout)).toEqual(['91/2,120/4']);

    const cleared = await ops(['product', 'change', id, '--extra-terms', 'none']);
    expect(cleared.stdout).toContain(`product ${id} is now version 3`);
    expect(otherTermsColumn(cleared.stdout)).toEqual(['-']);

    const listed = (await ops(['products'])).stdout;
    expect(listed).toMatch(/instalments +other terms +interest/);
    // The seed's Kesho Credit offers 91 days in 2 instalments besides its default.
    expect(otherTermsColumn(listed)).toEqual(expect.arrayContaining(['91/2', '-']));
    const versions = (await ops(['product', 'versions', id])).stdout;
    expect(otherTermsColumn(versions)).toEqual(['91/2', '91/2,120/4', '-']);
  });

  it.each([
    [['--extra-terms', '91-2'], /--extra-terms takes days\/instalments pairs .*not '91-2'/],
    [['--extra-terms', ''], /--extra-terms takes days\/instalments pairs/],
    [['--extra-terms', '60/2'], /extraTerms.termDays must be at least 91/],
  ])('refuses %j before sending anything', async (args, message) => {
    const { code, stderr } = await ops(['product', 'change', '1', ...args]);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
  });

  it("says the server's refusal of a term named twice", async () => {
    const { code, stderr } = await ops(['product', 'change', '3', '--extra-terms', '91/2,91/2']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/91 days in 2 instalments is named twice/);
  });
});
