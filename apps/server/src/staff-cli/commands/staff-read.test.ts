import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveComplaint } from '../../test/complaints.ts';
import { bindAccount, insertOrder, newBorrower } from '../../test/loan-orders.ts';
import { makeDueToday, paidOutLoan, payNow, submitUtr } from '../../test/ops-repayments.ts';
import { createTestApp } from '../../test/test-app.ts';
import { runCli } from '../run.ts';

// `references`, `order <id>`, `borrower <phone>`, `orders --status`, `complaints --find` against a
// listening app.
const TOKEN = 'cli-read-ops-token-0123456789abcdef';
let app: FastifyInstance;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  app = await createTestApp({
    OPS_TOKEN: TOKEN,
    AUTO_APPROVE_AFTER_SECONDS: 'off',
    AUTO_PAYOUT_AFTER_SECONDS: 'off',
  });
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

describe('npm run ops -- references, order, borrower', () => {
  it('references: lists a waiting reference with its order, borrower and amount', async () => {
    const { session, orderId, price, phone } = await paidOutLoan(app, { productId: 2 });
    await makeDueToday(app, orderId);
    await payNow(app, session, orderId, price.instalments[0]?.amount ?? 0);
    await submitUtr(app, session, orderId, 'CLIREF123456');
    const { code, stdout, stderr } = await ops(['references']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [header, ...rows] = stdout.split('\n');
    expect(header).toMatch(/^ORDER +BORROWER +REFERENCE +AMOUNT +SUBMITTED +PROPOSED$/);
    expect(rows.find((row) => row.includes('CLIREF123456'))).toMatch(
      new RegExp(
        `^ *${orderId} {2}${phone} {2}CLIREF123456 +[\\d,.]+ TZS {2}\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`,
      ),
    );
    expect(stdout).toContain('to confirm');
  });

  it('order: prints what is owed, the plan, the ledger with its balance, and the payments', async () => {
    const { orderId } = await paidOutLoan(app, { productId: 2 });
    const { code, stdout, stderr } = await ops(['order', String(orderId)]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      new RegExp(
        `^Order ${orderId} owes [\\d,.]+ TZS today\\.\\n\\nPlan:\\nPERIOD +DUE +AMOUNT +PAID +STATE`,
      ),
    );
    expect(stdout).toMatch(/\nLedger:\nAT +KIND +AMOUNT +BALANCE +REFERENCE\n.+payout/);
    expect(stdout).toContain('\nPayments:\nNone.');
  });

  it('order: a missing order and a bad id exit 1 with one line', async () => {
    expect(await ops(['order', '999999999'])).toMatchObject({
      code: 1,
      stderr: 'Order 999999999 does not exist',
    });
    const bad = await ops(['order', 'abc']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('orderId');
  });

  it("borrower: prints the borrower's orders, complaints, SMS, devices and logins", async () => {
    const { session, orderId, phone } = await paidOutLoan(app);
    await saveComplaint(app, session, { problemDetail: 'Line one\u202eevil' });
    const { code, stdout, stderr } = await ops(['borrower', phone ?? '']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^Borrower \\d+, ${phone}, since `));
    expect(stdout).toMatch(
      new RegExp(`Orders \\(1\\):\\nORDER +STATUS +AMOUNT +OWED +CREATED\\n *${orderId} {2}170 repaying`),
    );
    expect(stdout).toMatch(/Complaints \(1\):\nID +REFERENCE +STATUS +CREATED\n.+C\d{4}-\d{6} {2}processing/);
    expect(stdout).toMatch(/Devices \(1\):/);
    expect(stdout).toMatch(/Logins \(\d+\):\nAT +DEVICE +ADDRESS/);
    expect(await ops(['borrower', '12'])).toMatchObject({ code: 1 });
  });
});

describe('npm run ops -- orders --status, complaints --find', () => {
  it('orders --status 21 --limit 1 lists one order at 21 and names the next page', async () => {
    for (let i = 0; i < 2; i++) {
      const borrower = await newBorrower(app.db);
      await bindAccount(app.db, borrower.id);
      await insertOrder(app.db, { borrowerId: borrower.id });
    }
    const first = await ops(['orders', '--status', '21', '--limit', '1']);
    expect(first.code).toBe(0);
    const next = /--before (\d+) shows the next page/.exec(first.stdout)?.[1];
    expect(next).toBeDefined();
    expect(first.stdout).toMatch(/ 21 under review /);
    const second = await ops(['orders', '--status', '21', '--limit', '1', '--before', next ?? '']);
    expect(second.stdout).toMatch(/ 21 under review /);
    expect(second.stdout).not.toContain(` ${next}  `);
    expect(await ops(['orders', '--status', '180'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('status must be one of 21, 40, 110, 151, 170'),
    });
  });

  it('complaints --find takes a reference as the borrower quotes it, or a phone', async () => {
    const { session, phone } = await paidOutLoan(app);
    const saved = await saveComplaint(app, session, { problemDetail: 'Find me' });
    const reference: string = saved.body.data.reference;
    const quoted = reference.toLowerCase().replace(/-0+/, '-');
    for (const find of [quoted, phone ?? '']) {
      const { code, stdout } = await ops(['complaints', '--find', find]);
      expect(code).toBe(0);
      expect(stdout.split('\n')[1]).toContain(reference);
      expect(stdout).toContain('1 complaint matching');
    }
    expect(await ops(['complaints', '--find', 'hello'])).toMatchObject({ code: 1 });
  });
});
