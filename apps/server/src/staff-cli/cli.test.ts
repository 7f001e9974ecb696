import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindAccount, insertOrder, newBorrower } from '../test/loan-orders.ts';
import { makeDueToday, paidOutLoan, payNow, submitUtr } from '../test/ops-repayments.ts';
import { createTestApp } from '../test/test-app.ts';
import { runCli } from './run.ts';

// The command line against a real app listening on a free port: as a child process the way
// `npm run ops` runs it, and in-process (runCli) for the cases where only the wording matters.
const TOKEN = 'cli-test-ops-token-0123456789abcdef';
const repositoryRoot = resolve(import.meta.dirname, '../../../..');
const cliEntry = join(import.meta.dirname, 'cli.ts');
const scratch = mkdtempSync(join(tmpdir(), 'ops-cli-'));

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = await createTestApp({
    OPS_TOKEN: TOKEN,
    AUTO_APPROVE_AFTER_SECONDS: 'off',
    AUTO_PAYOUT_AFTER_SECONDS: 'off',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
});

const baseEnv = () => ({
  OPS_URL: url,
  STAFF_TOKEN: TOKEN,
  DATA_DIR: join(scratch, 'none'),
});

/** Runs `node --import tsx cli.ts …` from the repository root, as `npm run ops --` does. */
const runChild = (args: string[], env: Record<string, string | undefined> = baseEnv()) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const { OPS_URL: _u, STAFF_TOKEN: _t, DATA_DIR: _d, ...inherited } = process.env;
    execFile(
      process.execPath,
      ['--import', 'tsx', cliEntry, ...args],
      { cwd: repositoryRoot, env: { ...inherited, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

const runHere = async (args: string[], env: Record<string, string | undefined> = baseEnv()) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

const freshOrder = async () => {
  const borrower = await newBorrower(app.db);
  await bindAccount(app.db, borrower.id);
  const order = await insertOrder(app.db, { borrowerId: borrower.id });
  return { borrower, orderId: order.id };
};

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

describe('npm run ops (child process)', () => {
  it('orders: prints a compact table with TZS amounts, and exits 0', async () => {
    const { borrower, orderId } = await freshOrder();
    const { code, stdout, stderr } = await runChild(['orders', '--phone', borrower.phone]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [header, row, footer] = stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ORDER +BORROWER +PRODUCT +STATUS +AMOUNT +TOTAL REPAYABLE +NEXT DUE +CREATED$/);
    expect(row).toMatch(
      new RegExp(`^ *${orderId} +${borrower.phone} +1 .+ +21 under review +[\\d.]+,\\d\\d TZS +`),
    );
    expect(footer).toBe(`1 order for ${borrower.phone}`);
  });

  it('approve: says what it did in one line, and exits 0', async () => {
    const { orderId } = await freshOrder();
    const { code, stdout } = await runChild(['approve', String(orderId)]);
    expect(code).toBe(0);
    expect(stdout).toBe(`Order ${orderId} approved (21 → 110) by ops:demo\n`);
  });

  it("a refused action: exits 1 with the server's message", async () => {
    const { orderId } = await freshOrder();
    await runHere(['approve', String(orderId)]);
    const { code, stdout, stderr } = await runChild(['approve', String(orderId)]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `Order ${orderId} is approved, payout in progress (110); only an order under review (21) can be approved\n`,
    );
  });

  it('server down: exits 1 saying so', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const { code, stderr } = await runChild(['orders'], { ...baseEnv(), OPS_URL: down });
    expect(code).toBe(1);
    expect(stderr).toBe(`Cannot reach the server at ${down}: is \`npm start\` running?\n`);
  });

  it('no token anywhere: exits 1 saying where to get one', async () => {
    const { code, stderr } = await runChild(['orders'], { ...baseEnv(), STAFF_TOKEN: undefined });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^No staff token: make one in the console \(\/staff, My tokens\) and set STAFF_TOKEN, or start the server once in demo mode \(it writes .+\)\n$/,
    );
  });
});

describe('npm run ops (wording and arguments)', () => {
  it('reads the token from <DATA_DIR>/ops-token when STAFF_TOKEN is not set', async () => {
    const dataDir = join(scratch, 'data');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'ops-token'), `${TOKEN}\n`, { mode: 0o600 });
    const { code } = await runHere(['orders'], { ...baseEnv(), STAFF_TOKEN: undefined, DATA_DIR: dataDir });
    expect(code).toBe(0);
  });

  it('a wrong token: exits 1 with the refusal and what to check', async () => {
    const { code, stderr } = await runHere(['orders'], { ...baseEnv(), STAFF_TOKEN: 'x'.repeat(30) });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Ops token missing or wrong: check STAFF_TOKEN, or .+ops-token of the running server$/,
    );
  });

  it('payout --succeed, then shift, then the audit trail', async () => {
    const { orderId } = await freshOrder();
    await runHere(['approve', String(orderId)]);
    const paid = await runHere(['payout', String(orderId), '--succeed']);
    expect(paid.stdout).toMatch(
      new RegExp(
        `^Order ${orderId} paid out \\(110 → 170\\) by ops:demo; next due \\d{4}-\\d{2}-\\d{2}\\n.+`,
      ),
    );
    const shifted = await runHere(['shift', String(orderId), '--days', '3650']);
    expect(shifted.stdout).toMatch(
      new RegExp(`^Order ${orderId} moved 3650 days into the past \\(170 → 180\\)`),
    );
    const trail = await runHere(['actions', '--order', String(orderId)]);
    const lines = trail.stdout.split('\n');
    expect(lines[0]).toMatch(/^WHEN +WHO +COMMAND +ORDER +DETAIL +RESULT$/);
    expect(lines[1]).toMatch(/ops:demo +shift +\d+ +days=3650 +done$/);
    expect(lines[2]).toMatch(/ops:demo +payout +\d+ +outcome=succeed +done$/);
  });

  it('payout --send: the wallet provider is asked to pay the bound account; its answer settles it', async () => {
    const { orderId } = await freshOrder();
    await runHere(['approve', String(orderId)]);
    const sent = await runHere(['payout', String(orderId), '--send']);
    expect(sent.stdout).toBe(
      `Order ${orderId} payout sent (110 → 110) by ops:demo\n` +
        `Payout to M-Pesa ****5678 sent to the wallet provider, reference PO${orderId}-1.`,
    );
  });

  it('pay-code: pays at an agent and says which trade and order, and how the status moved', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { productId: 2 });
    await makeDueToday(app, orderId);
    const first = price.instalments[0]?.amount ?? 0;
    const trade = await payNow(app, session, orderId, first);
    const { code, stdout, stderr } = await runChild(['pay-code', trade.payCode, String(first)]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      new RegExp(
        `^pay-code ${trade.payCode}: paid [\\d.]+,\\d\\d TZS \\(trade ${trade.tradeNo}, order ${orderId}\\): 174 → 170 by ops:demo; next due \\d{4}-\\d{2}-\\d{2}\\n$`,
      ),
    );
    const again = await runHere(['pay-code', trade.payCode, '100']);
    expect(again).toMatchObject({ code: 1, stderr: `Pay code ${trade.payCode} is already paid` });
  });

  it('pay-code: a whole loan settles (170 → 200), with the amount in TZS', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const trade = await payNow(app, session, orderId, price.payoff);
    const { code, stdout } = await runHere(['pay-code', trade.payCode, String(price.payoff)]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      `pay-code ${trade.payCode}: paid 402.000,00 TZS (trade ${trade.tradeNo}, order ${orderId}): 170 → 200 by ops:demo`,
    );
  });

  it('pay-code: a part says what is left on the code; the rest pays it, and only then is it refused', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const trade = await payNow(app, session, orderId, 3_000_00);
    const part = await runHere(['pay-code', trade.payCode, '100000']);
    expect(part.code).toBe(0);
    expect(part.stdout).toMatch(
      new RegExp(
        `^pay-code ${trade.payCode}: paid 1\\.000,00 TZS \\(trade ${trade.tradeNo}, order ${orderId}\\): 170 → 170 by ops:demo; next due \\d{4}-\\d{2}-\\d{2}\\n2\\.000,00 TZS left to pay on the code$`,
      ),
    );
    const rest = await runHere(['pay-code', trade.payCode, '200000']);
    expect(rest.code).toBe(0);
    expect(rest.stdout).not.toContain('left to pay');
    const again = await runHere(['pay-code', trade.payCode, '100']);
    expect(again).toMatchObject({ code: 1, stderr: `Pay code ${trade.payCode} is already paid` });
  });

  it('pay-code: an unknown code exits 1 naming it', async () => {
    expect(await runHere(['pay-code', '012345678', '100000'])).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Pay code 012345678 does not exist',
    });
  });

  it('utr --confirm: says what entered the ledger; --reject: that nothing did; then the audit trail', async () => {
    const confirmed = await paidOutLoan(app, { productId: 2 });
    await payNow(app, confirmed.session, confirmed.orderId, 5_000_00);
    await submitUtr(app, confirmed.session, confirmed.orderId, 'CLIUTR001');
    const yes = await runChild(['utr', String(confirmed.orderId), 'cliutr001', '--confirm']);
    expect(yes.code).toBe(0);
    expect(yes.stdout).toMatch(
      new RegExp(
        `^utr CLIUTR001 on order ${confirmed.orderId}: confirmed, 5\\.000,00 TZS applied: 170 → 170 by ops:demo; next due `,
      ),
    );
    const twice = await runHere(['utr', String(confirmed.orderId), 'CLIUTR001', '--reject']);
    expect(twice).toMatchObject({ code: 1, stderr: 'Reference CLIUTR001 is already confirmed' });

    const refused = await paidOutLoan(app);
    await payNow(app, refused.session, refused.orderId, 5_000_00);
    await submitUtr(app, refused.session, refused.orderId, 'CLIUTR002');
    const no = await runHere(['utr', String(refused.orderId), 'CLIUTR002', '--reject']);
    expect(no).toMatchObject({ code: 0 });
    expect(no.stdout).toMatch(
      new RegExp(
        `^utr CLIUTR002 on order ${refused.orderId}: rejected, nothing applied: 170 → 170 by ops:demo`,
      ),
    );

    const trail = await runHere(['actions', '--order', String(confirmed.orderId)]);
    const lines = trail.stdout.split('\n');
    expect(lines[1]).toMatch(
      /ops:demo +utr +\d+ +utr=CLIUTR001 decision=reject +refused: Reference CLIUTR001 is already confirmed$/,
    );
    expect(lines[2]).toMatch(/ops:demo +utr +\d+ +utr=CLIUTR001 decision=confirm +done$/);
  });

  it('utr: a reference never sent for the order exits 1 saying so', async () => {
    const { orderId } = await paidOutLoan(app);
    expect(await runHere(['utr', String(orderId), 'NOSUCH123', '--confirm'])).toMatchObject({
      code: 1,
      stderr: `No reference NOSUCH123 was submitted for order ${orderId}`,
    });
  });

  it('payout --fail says the borrower must change the account', async () => {
    const { orderId } = await freshOrder();
    await runHere(['approve', String(orderId)]);
    const { stdout } = await runHere(['payout', String(orderId), '--fail']);
    expect(stdout).toMatch(/payout failed \(110 → 151\) by ops:demo\n.*change the payout account\.$/);
  });

  it('payout --retry sends a failed payout again; --to, to an account entered here (the demo member acts alone)', async () => {
    const { orderId } = await freshOrder();
    await runHere(['approve', String(orderId)]);
    await runHere(['payout', String(orderId), '--fail']);
    const { stdout } = await runHere([
      'payout',
      String(orderId),
      '--retry',
      '--to',
      '0687654321',
      '--provider',
      'TZ0002',
      '--holder',
      'Asha Mrisho',
    ]);
    expect(stdout).toMatch(
      /payout retried \(151 → 110\) by ops:demo\n.*changed by staff to Mixx by Yas \*\*\*\*4321/,
    );
    await runHere(['payout', String(orderId), '--fail']);
    expect((await runHere(['payout', String(orderId), '--retry'])).stdout).toMatch(
      /payout retried \(151 → 110\).*\n.*Mixx by Yas \*\*\*\*4321 to be retried/,
    );
    expect(await runHere(['payout', String(orderId), '--succeed', '--to', '0687654321'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--to goes with --retry'),
    });
  });

  it('an unknown order: exits 1 naming it', async () => {
    expect(await runHere(['reject', '987654321'])).toMatchObject({
      code: 1,
      stderr: 'Order 987654321 does not exist',
    });
  });

  it.each([
    [['approve'], 'approve needs <orderId>. Usage: npm run ops -- approve <orderId>'],
    [['approve', 'x1'], 'orderId is not a valid id. Usage: npm run ops -- approve <orderId>'],
    [['approve', '1', '2'], "Unexpected argument '2'. Usage: npm run ops -- approve <orderId>"],
    [
      ['payout', '1'],
      'Choose one of --succeed, --fail, --send or --retry. Usage: npm run ops -- payout <orderId> --succeed|--fail|--send|--retry [--to <account number> --provider <code> --holder "<name>"]',
    ],
    [['payout', '1', '--succeed', '--fail'], 'Choose one of --succeed, --fail, --send or --retry. Usage:'],
    [['payout', '1', '--send', '--fail'], 'Choose one of --succeed, --fail, --send or --retry. Usage:'],
    [['shift', '1'], 'shift needs --days N. Usage: npm run ops -- shift <orderId> --days N'],
    [['shift', '1', '--days', '0'], 'days must be at least 1. Usage:'],
    [['shift', '1', '--days'], "Option '--days <value>' argument missing. Usage:"],
    [['orders', '--phone', '123'], 'Enter a Tanzanian mobile number, such as 0712345678. Usage:'],
    [['orders', '--colour'], "Unknown option '--colour'. Usage: npm run ops -- orders"],
    [['pay-code', '123456789'], 'pay-code needs <amount>. Usage: npm run ops -- pay-code <payCode> <amount>'],
    [['pay-code', '12345', '100'], 'payCode must be the 9 digits of a pay code. Usage:'],
    [['pay-code', '123456789', '0'], 'amount must be at least 1. Usage:'],
    [['pay-code', '123456789', '1.000,00'], 'amount must be a whole number. Usage:'],
    [
      ['utr', '1', 'ABC12345'],
      'Choose one of --confirm or --reject. Usage: npm run ops -- utr <orderId> <utr> --confirm|--reject',
    ],
    [['utr', '1', 'ABC12345', '--confirm', '--reject'], 'Choose one of --confirm or --reject. Usage:'],
    [['utr', '1'], 'utr needs <utr>. Usage:'],
    [['utr', 'x', 'ABC12345', '--confirm'], 'orderId is not a valid id. Usage:'],
    [['utr', '1', 'AB-1', '--reject'], 'utr must be 6 to 30 letters or digits. Usage:'],
    [
      ['fly'],
      "Unknown command 'fly'. Commands: orders, order, borrower, approve, reject, payout, shift, pay-code, utr, references, write-off, proposals, decide, reconcile, actions, help",
    ],
  ])('bad arguments %j: exits 1 with one line', async (args, message) => {
    const { code, stdout, stderr } = await runHere(args);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.startsWith(message)).toBe(true);
    expect(stderr).not.toContain('\n');
  });

  it('help lists every command and exits 0; no command at all prints it and exits 1', async () => {
    const help = await runHere(['help']);
    expect(help.code).toBe(0);
    for (const usage of [
      'orders [--phone P]',
      'approve <orderId>',
      'payout <orderId> --succeed|--fail|--send',
      'pay-code <payCode> <amount>',
      'utr <orderId> <utr> --confirm|--reject',
      'order <orderId>',
      'borrower <phone>',
      'references',
      'complaints [--open] [--find REFERENCE|PHONE]',
      'orders [--phone P] [--status 21|40|110|151|170] [--before ORDER]',
    ]) {
      expect(help.stdout).toContain(usage);
    }
    expect(await runHere([])).toMatchObject({ code: 1, stdout: help.stdout });
  });

  it('refuses a malformed OPS_URL before sending anything', async () => {
    expect((await runHere(['orders'], { ...baseEnv(), OPS_URL: 'localhost:8080' })).stderr).toBe(
      'OPS_URL must start with http:// or https://: localhost:8080',
    );
  });
});
