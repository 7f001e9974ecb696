import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/repayment.ts';
import { paidOutLoan } from '../../test/ops-repayments.ts';
import { addStaff } from '../../test/staff.ts';
import { createTestApp } from '../../test/test-app.ts';
import { runCli } from '../run.ts';

// `npm run ops -- write-off <orderId> --reason "…"`: a finance officer proposes, another approves with
// `decide`; demo mode's own member writes off alone.
const DEMO = 'cli-writeoff-demo-token-0123456789abcdef';
const FATUMA = 'cli-writeoff-fatuma-token-0123456789abcdef';
const GEORGE = 'cli-writeoff-george-token-0123456789abcdef';
let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = await createTestApp({
    OPS_TOKEN: DEMO,
    AUTO_APPROVE_AFTER_SECONDS: 'off',
    AUTO_PAYOUT_AFTER_SECONDS: 'off',
  });
  await addStaff(app.db, { username: 'fatuma', roles: ['finance'], token: FATUMA });
  await addStaff(app.db, { username: 'george', roles: ['finance'], token: GEORGE });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());

const ops = async (token: string, args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const env = { OPS_URL: url, STAFF_TOKEN: token, DATA_DIR: '/nonexistent' };
  const code = await runCli(args, env, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

const writeOffs = async (orderId: number) =>
  (await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId))).filter(
    (entry) => entry.kind === 'write_off',
  );

describe('npm run ops -- write-off', () => {
  it('proposes; the proposer cannot decide it; another officer approves and it is written', async () => {
    const { orderId } = await paidOutLoan(app);
    const proposed = await ops(FATUMA, [
      'write-off',
      String(orderId),
      '--reason',
      'Borrower cannot be found',
    ]);
    expect(proposed.stderr).toBe('');
    expect(proposed.code).toBe(0);
    const id = /proposal (\d+)/.exec(proposed.stdout)?.[1];
    expect(proposed.stdout).toMatch(
      new RegExp(
        `^Order ${orderId}: write-off of [\\d.,]+ TZS proposed \\(proposal ${id}\\); another finance officer approves it: npm run ops -- decide ${id} --approve$`,
      ),
    );
    expect(await writeOffs(orderId)).toEqual([]);
    const listed = await ops(GEORGE, ['proposals']);
    expect(listed.stdout).toMatch(new RegExp(` ${id} +write-off +${orderId} `));

    const own = await ops(FATUMA, ['decide', String(id), '--approve']);
    expect(own).toMatchObject({ code: 1, stderr: 'A second person must decide: you made this proposal' });
    const approved = await ops(GEORGE, ['decide', String(id), '--approve']);
    expect(approved.stdout).toMatch(
      new RegExp(`^Proposal ${id} \\(write-off, order ${orderId}\\) approved by ops:george: Written off`),
    );
    expect(await writeOffs(orderId)).toHaveLength(1);
    const again = await ops(FATUMA, ['write-off', String(orderId), '--reason', 'Once more']);
    expect(again).toMatchObject({
      code: 1,
      stderr: `Order ${orderId} is not being repaid: there is nothing to write off`,
    });
  });

  it("demo mode's own member writes off alone", async () => {
    const { orderId } = await paidOutLoan(app);
    const { code, stdout } = await ops(DEMO, ['write-off', String(orderId), '--reason', 'Demo']);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      new RegExp(
        `^Order ${orderId} written off \\([\\d.,]+ TZS no longer owed\\) \\(170 → 200\\) by ops:demo$`,
      ),
    );
    expect(await writeOffs(orderId)).toHaveLength(1);
  });

  it.each([
    [
      ['write-off', '1'],
      'write-off needs --reason "…". Usage: npm run ops -- write-off <orderId> --reason "…"',
    ],
    [['write-off', '1', '--reason', 'no'], 'reason must be 3 to 500 characters. Usage:'],
    [['write-off', 'x', '--reason', 'Because'], 'orderId is not a valid id. Usage:'],
  ])('bad arguments %j: exits 1 with one line', async (args, message) => {
    const { code, stdout, stderr } = await ops(FATUMA, args);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.startsWith(message)).toBe(true);
  });
});
