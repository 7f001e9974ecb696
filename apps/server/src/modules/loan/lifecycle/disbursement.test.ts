import { Code } from '@tz-loan/contract/platform/envelope';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { payoutAccounts } from '../../../db/schema/bank.ts';
import { instalments, orders, payouts } from '../../../db/schema/loan.ts';
import { outbox } from '../../../db/schema/outbox.ts';
import { seedDemoData } from '../../../db/seed.ts';
import { tanzaniaToday } from '../../../domain/loan-status.ts';
import type {
  Accepted,
  DisburseRequest,
  MobileMoneyRails,
  TransactionStatus,
} from '../../../providers/mobile-money/mobile-money.ts';
import { SIGNATURE_HEADER, sign } from '../../../providers/payment/signature.ts';
import { createSandboxPayout } from '../../../providers/payout/sandbox-payout.ts';
import {
  bindAccount,
  eventsOf,
  insertOrder,
  newBorrower,
  orderRow,
  testLifecycle,
} from '../../../test/loan-orders.ts';
import { PAYMENT_SECRET } from '../../../test/repayment-loans.ts';
import { createTestApp, openTestDatabase, testConfig } from '../../../test/test-app.ts';
import { destinationOf } from '../../bank/holder-name.ts';
import { createBankService } from '../../bank/service.ts';
import { MOBILE_MONEY_CALLBACK_PATH } from '../../notifications/mobile-money/paths.ts';
import { createOutboxWorker } from '../../outbox/worker.ts';
import { createDisbursements, PAYOUT_STATUS_AFTER_MS } from './disbursement.ts';
import { createLifecycleService } from './service.ts';

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const payoutsOf = (db: Database['db'], orderId: number) =>
  db.select().from(payouts).where(eq(payouts.orderId, orderId)).orderBy(payouts.id);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
  );

describe('in the app: the sandbox wallet pays out through the outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The demo policy pays out at once; the sandbox wallet disburses and calls back through its sweep.
    app = await createTestApp({
      AUTO_APPROVE_AFTER_SECONDS: 'off',
      AUTO_PAYOUT_AFTER_SECONDS: '0',
      PAYMENT_SECRET,
    });
  });
  afterAll(() => app.close());

  const approvedOrder = async (accountNumber: string) => {
    const borrower = await newBorrower(app.db);
    await bindAccount(app.db, borrower.id, accountNumber);
    const { id } = await insertOrder(app.db, { borrowerId: borrower.id });
    await testLifecycle(app.db).approve(id, 'ops:test');
    return id;
  };

  const outboxRow = async (reference: string) =>
    (await app.db.select().from(outbox).where(eq(outbox.key, reference)))[0];

  const callback = (body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    return app.inject({
      method: 'POST',
      url: MOBILE_MONEY_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(PAYMENT_SECRET, raw) },
      payload: raw,
    });
  };

  it('ends 170 after the callback, due dates from the payout day; a repeated or contrary callback changes nothing', async () => {
    const orderId = await approvedOrder('0712345678');
    const reference = `PO${orderId}-1`;
    await waitFor(async () => (await orderRow(app.db, orderId)).status === 170);
    await waitFor(async () => (await outboxRow(reference))?.state !== 'pending');
    const order = await orderRow(app.db, orderId);
    const [payout] = await payoutsOf(app.db, orderId);
    expect(payout).toMatchObject({ outcome: 'succeeded', reference, actor: 'system' });
    expect(payout?.providerRef).toMatch(/^SBXMM/);
    expect(payout?.settledAt).toBeInstanceOf(Date);
    const [row] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'disburse'), eq(outbox.key, reference)));
    expect(row).toMatchObject({ state: 'done', payload: { reference } });
    const plan = await app.db.select().from(instalments).where(eq(instalments.orderId, orderId));
    expect(plan.every((entry) => entry.dueDate !== null)).toBe(true);
    expect(order.disbursedAt && tanzaniaToday(order.disbursedAt)).toBe(tanzaniaToday(new Date()));
    const notes = (await eventsOf(app.db, orderId)).map((event) => event.note);
    expect(notes.some((note) => note.includes(`sent to the wallet provider, reference ${reference}`))).toBe(
      true,
    );

    const events = (await eventsOf(app.db, orderId)).length;
    const told = {
      reference,
      kind: 'disbursement',
      providerRef: payout?.providerRef,
      amount: order.amount,
      account: '0712345678',
    };
    const again = await callback({ ...told, state: 'succeeded' });
    expect(again.json()).toMatchObject({ outcome: 'duplicate' });
    const contrary = await callback({ ...told, state: 'declined', amount: 0 });
    expect(contrary.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await orderRow(app.db, orderId)).toMatchObject({ status: 170, disbursedAt: order.disbursedAt });
    expect(await eventsOf(app.db, orderId)).toHaveLength(events);
    expect(await payoutsOf(app.db, orderId)).toEqual([payout]);
    // A callback naming no payout of ours is kept and ignored.
    expect((await callback({ ...told, reference: 'PO999999-1', state: 'succeeded' })).json()).toMatchObject({
      outcome: 'ignored',
    });
  });

  it('a payout the wallet refuses ends 151, once; a late success is held for staff', async () => {
    const orderId = await approvedOrder('0712345000');
    const reference = `PO${orderId}-1`;
    // The order ends 151 inside the attempt; the worker writes the attempt's end to the outbox just after.
    await waitFor(async () => (await orderRow(app.db, orderId)).status === 151);
    await waitFor(async () => (await outboxRow(reference))?.state !== 'pending');
    expect(await payoutsOf(app.db, orderId)).toMatchObject([
      {
        outcome: 'failed',
        reference,
        reason: 'refused: Not a registered wallet (sandbox rule: ends in 000)',
      },
    ]);
    expect((await outboxRow(reference))?.state).toBe('dead');
    const order = await orderRow(app.db, orderId);
    const late = await callback({
      reference,
      kind: 'disbursement',
      state: 'succeeded',
      providerRef: 'SBXMMLATE',
      amount: order.amount,
      account: '0712345000',
    });
    expect(late.json()).toMatchObject({ outcome: 'held' });
    expect((await orderRow(app.db, orderId)).status).toBe(151);
  });
});

/** A wallet provider the test drives: it answers what it is told, counts disbursements, loses callbacks. */
const scriptedRails = () => {
  const sent: DisburseRequest[] = [];
  const script: { disburse: Accepted[]; status: TransactionStatus } = {
    disburse: [],
    status: { state: 'pending' },
  };
  const rails: MobileMoneyRails = {
    name: 'sandbox',
    push: async () => ({ outcome: 'refused', reason: 'not here' }),
    bankCheckout: null,
    disburse: async (request) => {
      sent.push(request);
      return script.disburse.shift() ?? { outcome: 'accepted', providerRef: `MM${sent.length}` };
    },
    nameLookup: async () => ({ found: 'unknown', reason: 'not here' }),
    status: async () => script.status,
    readCallback: async () => ({ verified: false, reason: 'not here', httpStatus: 401 }),
  };
  return { rails, sent, script };
};

describe('with a wallet whose callbacks are lost', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  const silent = { warn: () => {}, error: () => {} };

  const setup = () => {
    const { db } = database;
    const wallet = scriptedRails();
    let clock = () => new Date();
    const bank = createBankService(db);
    // sendNow does nothing: the process 'dies' after the transaction; another worker sends.
    const lifecycle = createLifecycleService(
      db,
      testConfig({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: '0' }),
      { bank, payout: createSandboxPayout(), disbursement: { sendNow: () => {} }, now: () => clock() },
    );
    const disbursements = createDisbursements(db, {
      rails: wallet.rails,
      lifecycle,
      bank,
      now: () => clock(),
    });
    const worker = () => createOutboxWorker(db, { disburse: disbursements.sender }, silent);
    const approvedOrder = async (accountNumber = '0712345678', bankCode?: string) => {
      const borrower = await newBorrower(db);
      const account = await bindAccount(db, borrower.id, accountNumber);
      if (bankCode) {
        await db
          .update(payoutAccounts)
          .set({ cardType: '2', bankCode, bankName: 'CRDB Bank', userName: 'Asha Mwinyi' })
          .where(eq(payoutAccounts.id, account.id));
      }
      const { id } = await insertOrder(db, { borrowerId: borrower.id });
      await lifecycle.approve(id, 'ops:test');
      return id;
    };
    const later = (ms: number) => {
      clock = () => new Date(Date.now() + ms);
    };
    return { db, wallet, lifecycle, disbursements, worker, approvedOrder, later };
  };

  it('a payout enqueued by a process that died is sent once by another worker, even two of them', async () => {
    const { db, wallet, lifecycle, worker, approvedOrder } = setup();
    const orderId = await approvedOrder();
    const sending = await lifecycle.settlePayout(orderId, 'auto', 'system');
    expect(sending).toMatchObject({ status: 110 });
    expect(await payoutsOf(db, orderId)).toMatchObject([{ outcome: 'sending', reference: `PO${orderId}-1` }]);
    expect(wallet.sent).toEqual([]);
    const [first, second] = [worker(), worker()];
    await Promise.all([first.tick(), second.tick()]);
    await Promise.all([first.tick(), second.tick()]);
    expect(wallet.sent).toHaveLength(1);
    const order = await orderRow(db, orderId);
    expect(wallet.sent[0]).toMatchObject({
      reference: `PO${orderId}-1`,
      destination: { kind: 'wallet', wallet: 'TZ0001', accountNumber: '0712345678' },
      amount: order.amount,
    });
    // Until the provider answers, the order waits at 110 and nobody decides it by hand.
    expect(order.status).toBe(110);
    expect(await refusal(lifecycle.settlePayout(orderId, 'succeed', 'ops:amina'))).toMatchObject({
      code: Code.conflict,
    });
    // Nor does the demo policy send it again.
    expect(await lifecycle.autoPayout()).toBe(0);
    expect(await payoutsOf(db, orderId)).toHaveLength(1);
  });

  it('a lost callback is found by the status sweep after a few minutes', async () => {
    const { db, wallet, lifecycle, disbursements, worker, approvedOrder, later } = setup();
    const orderId = await approvedOrder();
    await lifecycle.settlePayout(orderId, 'auto', 'system');
    await worker().tick();
    const order = await orderRow(db, orderId);
    wallet.script.status = { state: 'succeeded', providerRef: 'MMRECEIPT', amount: order.amount };
    // Too early: the callback may still come.
    expect(await disbursements.sweep()).toBe(0);
    expect((await orderRow(db, orderId)).status).toBe(110);
    later(PAYOUT_STATUS_AFTER_MS + 1_000);
    expect(await disbursements.sweep()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(db, orderId)).status).toBe(170);
    expect(await payoutsOf(db, orderId)).toMatchObject([{ outcome: 'succeeded', providerRef: 'MMRECEIPT' }]);
    // Asked again, it changes nothing.
    await disbursements.sweep();
    expect(await payoutsOf(db, orderId)).toHaveLength(1);
    expect(wallet.sent.filter((request) => request.reference === `PO${orderId}-1`)).toHaveLength(1);
  });

  it('an unsure send asks the status before sending again; a refusal ends 151', async () => {
    const { db, wallet, lifecycle, worker, approvedOrder } = setup();
    const orderId = await approvedOrder();
    await lifecycle.settlePayout(orderId, 'auto', 'system');
    wallet.script.disburse.push({ outcome: 'unsure', reason: 'timeout' });
    const sender = worker();
    await sender.tick();
    const reference = `PO${orderId}-1`;
    // The provider took it after all: the retry finds it pending and does not pay twice.
    wallet.script.status = { state: 'pending' };
    await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.key, reference));
    await sender.tick();
    expect(wallet.sent.filter((request) => request.reference === reference)).toHaveLength(1);
    const [row] = await db.select().from(outbox).where(eq(outbox.key, reference));
    expect(row).toMatchObject({ state: 'done', attempts: 2 });

    const refusedId = await approvedOrder('0712345678', 'TZB001');
    await lifecycle.settlePayout(refusedId, 'auto', 'system');
    wallet.script.disburse.push({ outcome: 'refused', reason: 'Unknown account' });
    await sender.tick();
    expect(wallet.sent.at(-1)?.destination).toEqual({
      kind: 'bank',
      bankName: 'CRDB',
      accountNumber: '0712345678',
    });
    expect(wallet.sent.at(-1)?.holderName).toBe('Asha Mwinyi');
    expect(await orderRow(db, refusedId)).toMatchObject({ status: 151, disbursedAt: null });
    expect(await payoutsOf(db, refusedId)).toMatchObject([
      { outcome: 'failed', reason: 'refused: Unknown account' },
    ]);
  });

  it('a retried payout (151 → 110) is a new disbursement with its own reference', async () => {
    const { db, wallet, lifecycle, worker, approvedOrder } = setup();
    const orderId = await approvedOrder();
    await lifecycle.settlePayout(orderId, 'auto', 'system');
    wallet.script.disburse.push({ outcome: 'refused', reason: 'Unknown account' });
    await worker().tick();
    const order = await orderRow(db, orderId);
    expect(order.status).toBe(151);
    const bank = createBankService(db);
    const values = { cardType: '1', bankCode: 'TZ0001', userName: 'Juma Moshi', cardNo: '0654321987' };
    await bank.saveAccount(order.borrowerId, { ...values, confirmCardNo: values.cardNo });
    const account = await bank.currentAccount(order.borrowerId);
    if (!account) throw new Error('no account');
    await db.transaction((tx) => lifecycle.retryPayout(order.borrowerId, orderId, account.id, tx));
    await lifecycle.settlePayout(orderId, 'auto', 'system');
    await worker().tick();
    expect(
      wallet.sent.filter((request) => request.remarks === `Loan ${orderId}`).map((r) => r.reference),
    ).toEqual([`PO${orderId}-1`, `PO${orderId}-2`]);
    expect((await payoutsOf(db, orderId)).map((p) => p.outcome)).toEqual(['failed', 'sending']);
  });

  it('an order with no account bound fails at once, with nothing sent', async () => {
    const { db, wallet, lifecycle } = setup();
    const borrower = await newBorrower(db);
    const { id } = await insertOrder(db, { borrowerId: borrower.id });
    await lifecycle.approve(id, 'ops:test');
    const before = wallet.sent.length;
    expect(await lifecycle.settlePayout(id, 'auto', 'system')).toMatchObject({ status: 151 });
    expect(wallet.sent).toHaveLength(before);
    expect(await payoutsOf(db, id)).toMatchObject([
      { outcome: 'failed', reason: 'No payout account is bound' },
    ]);
    const [stored] = await db.select().from(orders).where(eq(orders.id, id));
    expect(stored?.disbursedAt).toBeNull();
  });
});

describe('destinationOf', () => {
  const account = {
    id: 1,
    cardType: '1',
    bankCode: 'TZ0005',
    bankName: 'AzamPesa',
    channelNumber: '',
    accountNumber: '0612345678',
    userName: 'Juma',
    masked: '****5678',
  };
  it('wallet codes are wallets, any other code a bank', () => {
    expect(destinationOf(account)).toEqual({ kind: 'wallet', wallet: 'TZ0005', accountNumber: '0612345678' });
    expect(destinationOf({ ...account, bankCode: 'TZB002', bankName: 'NMB Bank' })).toEqual({
      kind: 'bank',
      bankName: 'NMB',
      accountNumber: '0612345678',
    });
  });
});
