import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { envelope } from '@tz-loan/contract/platform/envelope-schema';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerBusyGate } from './http/busy-gate.ts';
import { refuseInvalid, setContractCompilers } from './http/contract-validation.ts';
import { registerControlByteGuard } from './http/control-bytes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { pruneIdempotencyKeys, withIdempotency } from './http/idempotency.ts';
import { redactTokens } from './http/redact.ts';
import { decorateRouteRequests } from './http/route-hooks.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { staffGuard } from './http/staff-auth.ts';
import { registerAuthRoutes, registerSmsOutboxRoute } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createHolderNameLookup } from './modules/bank/holder-name.ts';
import { registerBankRoutes } from './modules/bank/routes.ts';
import { createBankService } from './modules/bank/service.ts';
import { staffImagePath } from './modules/complaint/image-paths.ts';
import { createImageService } from './modules/complaint/images/service.ts';
import { createReplyService } from './modules/complaint/replies.ts';
import { registerComplaints } from './modules/complaint/routes.ts';
import { createComplaintService } from './modules/complaint/service.ts';
import { registerConsentRoutes } from './modules/consent/routes.ts';
import { createConsentService } from './modules/consent/service.ts';
import { registerContent } from './modules/content/routes.ts';
import { createContentService } from './modules/content/service.ts';
import { registerConfirmRoutes } from './modules/loan/confirm/routes.ts';
import { createConfirmService } from './modules/loan/confirm/service.ts';
import { registerLoanDetailsRoutes } from './modules/loan/details/routes.ts';
import { createLoanDetailsService } from './modules/loan/details/service.ts';
import { registerHomeRoutes } from './modules/loan/home/routes.ts';
import { createDisbursements, runPayoutStatusSweep } from './modules/loan/lifecycle/disbursement.ts';
import { createLifecycleService } from './modules/loan/lifecycle/service.ts';
import { registerLifecycleWorker } from './modules/loan/lifecycle/worker.ts';
import { registerProductRoutes } from './modules/loan/products/routes.ts';
import { createProductService } from './modules/loan/products/service.ts';
import { MOBILE_MONEY_CALLBACK_PATH } from './modules/notifications/mobile-money/paths.ts';
import { registerMobileMoneyCallback } from './modules/notifications/mobile-money/routes.ts';
import { registerSmsDeliveryRoute } from './modules/notifications/sms/routes.ts';
import { registerProductStaffRoutes } from './modules/ops/products.ts';
import { reconcile } from './modules/ops/reconcile.ts';
import { registerOpsRoutes } from './modules/ops/routes.ts';
import { createSmsOutbox, recordDelivery, smsSender } from './modules/outbox/sms.ts';
import { createOutboxWorker } from './modules/outbox/worker.ts';
import { registerPromotion } from './modules/promotion/routes.ts';
import { createPromotionService } from './modules/promotion/service.ts';
import { createPromotionStatsService } from './modules/promotion/stats/service.ts';
import { createReminderScheduler } from './modules/reminders/scheduler.ts';
import { createCardService } from './modules/repayment/card-store/cards.ts';
import { registerCardStoreRoutes } from './modules/repayment/card-store/routes.ts';
import { createCardStoreService } from './modules/repayment/card-store/service.ts';
import { pruneNotifications } from './modules/repayment/notifications/prune.ts';
import { registerNotifyRoute } from './modules/repayment/notifications/routes.ts';
import {
  paymentSecret,
  postToServer,
  runSandboxPayments,
  sandboxPaymentOptions,
} from './modules/repayment/notifications/setup.ts';
import { registerPushRoutes } from './modules/repayment/push/routes.ts';
import { registerWalletPromptRoutes } from './modules/repayment/push/sandbox/routes.ts';
import { createPushService, type PushService, pushSender } from './modules/repayment/push/service.ts';
import { runPushStatusSweep, runSandboxWallet } from './modules/repayment/push/setup.ts';
import { registerRepayRoutes } from './modules/repayment/routes.ts';
import { createRepayService } from './modules/repayment/service.ts';
import { registerStatementRoutes } from './modules/repayment/statement/routes.ts';
import { createStatementService } from './modules/repayment/statement/service.ts';
import { statementLinkSecret } from './modules/repayment/statement/signed-link.ts';
import { createUtrService } from './modules/repayment/utr/service.ts';
import { writeOff, writeOffAmount } from './modules/repayment/write-off.ts';
import { registerRightsRoutes } from './modules/rights/routes.ts';
import { createRightsService } from './modules/rights/service.ts';
import { registerStaffAccountRoutes } from './modules/staff/accounts/routes.ts';
import { createStaffAccounts, DEMO_STAFF_USERNAME } from './modules/staff/accounts/service.ts';
import { registerApprovalRoutes } from './modules/staff/approvals/routes.ts';
import { createApprovals } from './modules/staff/approvals/service.ts';
import { registerStaffReadRoutes } from './modules/staff/staff.ts';
import { registerSupportRoutes } from './modules/support/routes.ts';
import { createSupportService } from './modules/support/service.ts';
import { createUssdMenu, type Once } from './modules/ussd/menu.ts';
import { createPinService } from './modules/ussd/pin.ts';
import { registerUssdCallback, registerUssdPinRoutes } from './modules/ussd/routes.ts';
import { registerPages } from './pages/routes.ts';
import type { CardProcessor } from './providers/card/card-processor.ts';
import { createSandboxCardProcessor } from './providers/card/sandbox-card-processor.ts';
import { createAzamPay } from './providers/mobile-money/azampay/azampay.ts';
import type { MobileMoneyRails } from './providers/mobile-money/mobile-money.ts';
import { createSandboxWallet, type SandboxWallet } from './providers/mobile-money/sandbox-wallet.ts';
import type { PaymentProvider } from './providers/payment/payment-provider.ts';
import { registerSandboxPayPage } from './providers/payment/sandbox-pay-page.ts';
import { createSandboxPayment } from './providers/payment/sandbox-payment.ts';
import type { PayoutProvider } from './providers/payout/payout-provider.ts';
import { createSandboxPayout } from './providers/payout/sandbox-payout.ts';
import { createAfricasTalkingSms } from './providers/sms/africastalking.ts';
import { createSandboxSms } from './providers/sms/sandbox-sms.ts';
import type { SmsGateway, SmsSender } from './providers/sms/sms-gateway.ts';
import { createFolderStorage } from './providers/storage/folder-storage.ts';
import type { ObjectStorage } from './providers/storage/object-storage.ts';
import { every } from './shared/every.ts';
import { defineMessages, requestLanguage, say } from './shared/i18n.ts';
import { purposeSecret } from './shared/signed-address.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Pay from my phone: ops and tests settle and sweep through it. */
    pushPayments: PushService;
    /** The sandbox wallet when the settings chose it. */
    sandboxWallet: SandboxWallet | null;
  }
}

const ADDRESS = defineMessages({
  tooLong: { en: 'The address is too long', sw: 'Anwani ni ndefu mno' },
  notValid: { en: 'The address is not valid', sw: 'Anwani si sahihi' },
});

// The session token rides in the query (and may ride in a return address or a body): every line is
// redacted as it is written, whatever put the token there.
const loggerOptions = (config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  ...(stream ? { stream } : {}),
  hooks: { streamWrite: redactTokens },
  serializers: {
    req: (req) => ({ method: req.method, url: redactTokens(req.url), remoteAddress: req.ip }),
  },
});

/** The providers the services use; a test may hand in its own (a real adapter's fake, say). */
export type Providers = {
  sms: SmsGateway;
  /** Mobile-money pushes, payouts and name lookups (PRODUCT.md §17); null: not offered. */
  mobileMoney: MobileMoneyRails | null;
  /** Pay codes, QR and the hosted pay page; null: not offered (Pay Now refuses, the push remains). */
  payments: PaymentProvider | null;
  payout: PayoutProvider;
  /** null: no card processor, no card store. */
  cards: CardProcessor | null;
  /** Where complaint photos are kept. */
  storage: ObjectStorage;
};

type BuildOptions = {
  log?: { stream: NodeJS.WritableStream };
  providers?: Partial<Providers>;
  /** Told of every route as it is added (the production route walk's test reads the table). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

/** Without a payout provider an automatic payout fails (status 151) and staff pay by hand. */
const noPayout: PayoutProvider = {
  send: async () => ({ ok: false, reason: 'No payout provider is configured' }),
};

const noProvider = (kind: string): never => {
  throw new Error(`No ${kind} is configured (PRODUCT.md §17)`);
};

/**
 * The one place that picks each provider from the settings (PRODUCT.md §17). A sandbox is built, and
 * its pages and loops registered, only when the settings choose it: production without PROVIDERS=sandbox
 * has none of them.
 */
const chooseProviders = (app: FastifyInstance, config: Config, given: Partial<Providers> = {}) => {
  const choice = config.providers;
  const sandboxSms = !given.sms && choice.sms === 'sandbox' ? createSandboxSms(app.db) : null;
  const sandboxPayment =
    !given.payments && choice.payments === 'sandbox'
      ? createSandboxPayment(app.db, sandboxPaymentOptions(app, config))
      : null;
  if (sandboxPayment) {
    runSandboxPayments(app, sandboxPayment);
    registerSandboxPayPage(app, sandboxPayment);
  }
  const payments = given.payments !== undefined ? given.payments : (sandboxPayment?.provider ?? null);
  if (!sandboxPayment && payments) registerNotifyRoute(app, payments);
  const sandboxCards = choice.cards === 'sandbox' ? createSandboxCardProcessor() : null;
  const sandboxWallet =
    given.mobileMoney === undefined && choice.mobileMoney === 'sandbox'
      ? createSandboxWallet(app.db, {
          secret: paymentSecret(config),
          deliver: postToServer(app, MOBILE_MONEY_CALLBACK_PATH),
          promptTimeoutMs: config.sandboxWallet.promptTimeoutMs,
        })
      : null;
  if (sandboxWallet) runSandboxWallet(app, sandboxWallet);
  app.decorate('sandboxWallet', sandboxWallet);
  const providers: Providers = {
    sms:
      given.sms ??
      sandboxSms ??
      (config.africasTalking ? createAfricasTalkingSms(config.africasTalking, { log: app.log }) : null) ??
      noProvider('SMS gateway'),
    payments,
    payout: given.payout ?? (choice.payout === 'sandbox' ? createSandboxPayout() : noPayout),
    cards: given.cards !== undefined ? given.cards : sandboxCards,
    storage: given.storage ?? createFolderStorage(join(config.dataDir, 'uploads')),
    mobileMoney:
      given.mobileMoney !== undefined
        ? given.mobileMoney
        : (sandboxWallet?.rails ?? (config.azamPay ? createAzamPay(config.azamPay) : null)),
  };
  return { providers, sandboxSms, sandboxPayment, sandboxWallet };
};

/** Builds the whole app on an open database; server.ts only listens. The app closes the database. */
export const buildApp = async (config: Config, database: Database, options: BuildOptions = {}) => {
  const { log } = options;
  const app = Fastify({
    logger: loggerOptions(config, log?.stream),
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    schemaErrorFormatter: refuseInvalid,
    // An address the router cannot read (a broken escape, a path segment over 100 characters) is
    // refused before any route: in the envelope, with the framework's status.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // Refused before routing: the query is not parsed yet, so the language is read from the raw URL.
      const url = request.raw.url ?? '';
      const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
      const language = requestLanguage(
        Object.fromEntries(new URLSearchParams(query)),
        request.headers['accept-language'],
      );
      const message = say(tooLong ? ADDRESS.tooLong : ADDRESS.notValid, language);
      (reply as FastifyReply).status(tooLong ? 414 : 400).send({ code: Code.badRequest, message });
    },
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.addHook('onClose', () => database.close());
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // Past what the embedded database can serve, a request is refused before it costs anything.
  if (database.kind === 'pglite') registerBusyGate(app, config.pgliteMaxQueued);
  registerControlByteGuard(app);
  setContractCompilers(app, config.checkAnswers);
  decorateRouteRequests(app);
  // Before the routes: the reference collects them as they are added.
  if (config.apiDocs) await registerApiDocs(app);
  // Built assets come precompressed from disk; this covers the API's JSON and the HTML pages.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 2: a rendered page (18 KB) compresses in 0.16 ms to 6.3 KB, where quality 4 took 0.65 ms
    // (a quarter of the page's time) for 6 % fewer bytes, and 11, the default, far more.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } },
    // A rendered page (its style sheets inlined) is compressed in one call, not through a stream per
    // response: with a process per core there is no idle core for the stream's thread pool to use,
    // and the stream's machinery cost a rendered page a tenth of its time.
    syncThreshold: 256 * 1024,
  });
  await app.register(formbody);
  await app.register(cookie);
  // The API speaks form bodies (SPEC.md §7) and JSON; a text body is refused, not half-read.
  app.removeContentTypeParser('text/plain');

  const { providers, sandboxSms, sandboxPayment, sandboxWallet } = chooseProviders(
    app,
    config,
    options.providers,
  );
  // Every SMS and money request goes out through the outbox (PRODUCT.md §17); its senders are set below.
  const senders: Parameters<typeof createOutboxWorker>[1] = {
    sms: smsSender(database.db, providers.sms, config.publicUrl),
  };
  const outboxWorker = createOutboxWorker(database.db, senders, app.log, {
    leaseSeconds: config.outboxLeaseSeconds,
  });
  app.addHook('onReady', async () => outboxWorker.start());
  app.addHook('preClose', () => outboxWorker.stop());
  const sms: SmsSender = createSmsOutbox(database.db, outboxWorker.sendNow);
  const reminders = createReminderScheduler(database.db, config.reminders, { log: app.log });
  app.addHook('onReady', async () => reminders.start());
  app.addHook('preClose', () => reminders.stop());
  const readReport = providers.sms.readDeliveryReport;
  if (readReport) {
    await registerSmsDeliveryRoute(app, {
      gateway: { name: providers.sms.name, readDeliveryReport: readReport },
      record: (report) => recordDelivery(database.db, report),
    });
  }
  const auth = createAuthService(database.db, sms, config);
  // Stored idempotent answers live at least 24 h, rate-limit counts a window or two, payment
  // notifications NOTIFICATION_KEEP_DAYS; older ones are pruned after start and every hour. Never
  // awaited before the server is ready: a database with a long backlog (a first start of this version
  // on a year of notifications) serves at once, and each pass deletes a bounded number of rows.
  const prune = every(app, 'prune', 3_600_000, () =>
    Promise.all([
      pruneIdempotencyKeys(database.db),
      auth.pruneLimits(),
      pruneNotifications(database.db, config.notificationKeepDays),
      sandboxPayment?.pruneDelivered(),
    ]),
  );
  app.addHook('onReady', async () => void prune());

  const health = {
    tags: ['platform'],
    summary: 'Whether the server and its database answer',
    description: 'Code 0 with the kind of database; a database that does not answer fails with 500.',
    response: {
      200: envelope(
        z.object({
          database: z.enum(['pglite', 'postgres']),
          mode: z.enum(['demo', 'production']),
          testSystem: z.boolean().describe('Production on the sandbox providers: no real money moves'),
        }),
      ),
    },
  };
  app.get(`${API_BASE}/health`, { schema: health }, async () => {
    await database.db.execute('select 1');
    const data = { database: database.kind, mode: config.mode, testSystem: config.testSystem };
    return { code: 0, message: config.testSystem ? 'Test system: no real money' : 'success', data };
  });
  registerAuthRoutes(app, auth);
  const staffAccounts = createStaffAccounts(database.db, { issuer: config.lender.name });
  app.decorate('staffGuard', staffGuard(staffAccounts));
  await registerStaffAccountRoutes(app, {
    accounts: staffAccounts,
    secureCookies: config.mode === 'production',
    machineSecret: config.machineSecret ?? null,
  });
  if (config.mode === 'demo' && config.machineSecret)
    await staffAccounts.ensureDemoMember(config.machineSecret);
  const bank = createBankService(database.db);
  const lifecycle = createLifecycleService(database.db, config, {
    bank,
    payout: providers.payout,
    // With mobile-money rails, an automatic payout is a disbursement sent through the outbox.
    disbursement: providers.mobileMoney ? { sendNow: (id) => void outboxWorker.sendNow(id) } : null,
  });
  registerLifecycleWorker(app, lifecycle, config.lifecycle);
  const products = createProductService(database.db);
  registerHomeRoutes(app, { products, lifecycle });
  registerProductRoutes(app, products);
  registerSupportRoutes(app, createSupportService(database.db, { products }));
  registerConsentRoutes(app, createConsentService(database.db));
  registerLoanDetailsRoutes(app, createLoanDetailsService(database.db, { products }));
  registerConfirmRoutes(app, createConfirmService(database.db, { bank, lender: config.lender }));
  registerBankRoutes(app, bank, lifecycle, createHolderNameLookup(providers.mobileMoney));
  const repay = createRepayService(database.db, { provider: providers.payments });
  const utr = createUtrService(database.db, repay);
  registerRepayRoutes(app, repay, utr);
  const statement = createStatementService({
    db: database.db,
    now: () => new Date(),
    lender: config.lender,
    linkSecret: statementLinkSecret(paymentSecret(config)),
  });
  registerStatementRoutes(app, statement);
  const rails = providers.mobileMoney;
  const push = createPushService(database.db, {
    repay,
    rails,
    sendNow: (id) => void outboxWorker.sendNow(id),
  });
  registerPushRoutes(app, push);
  app.decorate('pushPayments', push);
  if (rails) {
    senders.push = pushSender(database.db, rails, push);
    const disbursements = createDisbursements(database.db, { rails, lifecycle, bank });
    senders.disburse = disbursements.sender;
    await registerMobileMoneyCallback(app, rails, {
      collection: push.settle,
      disbursement: disbursements.settle,
    });
    runPushStatusSweep(app, push.sweep);
    runPayoutStatusSweep(app, disbursements.sweep);
  }
  if (sandboxWallet && config.features.devApi) {
    registerWalletPromptRoutes(app, sandboxWallet, config.lender.name);
  }
  if (providers.cards) {
    const processor = providers.cards;
    await registerCardStoreRoutes(app, {
      store: createCardStoreService(database.db, { repay, processor, sms, log: app.log }),
      cards: createCardService(database.db, { processor, now: () => new Date() }),
    });
  }
  await registerContent(app, {
    content: createContentService(database.db, config),
  });
  const complaints = createComplaintService(database.db, { sms, log: app.log });
  await registerComplaints(app, {
    config,
    complaints,
    images: createImageService(database.db, { storage: providers.storage }),
    replies: createReplyService(database.db, { notify: complaints.notify, staffImagePath }),
  });
  await registerRightsRoutes(
    app,
    createRightsService(database.db, {
      storage: providers.storage,
      settings: config.rights,
      linkSecret: purposeSecret(paymentSecret(config), 'my-data-download'),
      log: app.log,
      verifyPhone: (phone, code, client) => auth.verifyCode(phone, code, client),
    }),
  );
  const pins = createPinService(database.db, {
    verifyPhone: (phone, code, client) => auth.verifyCode(phone, code, client),
    serviceCode: config.ussd?.serviceCode ?? null,
  });
  registerUssdPinRoutes(app, pins);
  if (config.ussd) {
    // A money action on USSD runs once per session, under the same keys the app's calls use.
    const once: Once = async (request, run) => {
      const { envelope } = await withIdempotency(database.db, request, async () => ({
        code: Code.ok,
        message: 'success',
        data: await run(),
      }));
      return envelope.code === Code.ok
        ? { ok: true, data: envelope.data as never }
        : { ok: false, message: envelope.message };
    };
    const menu = createUssdMenu(database.db, {
      pins,
      repay,
      push,
      statement,
      complaints,
      once,
      log: app.log,
    });
    await registerUssdCallback(app, menu, config.ussd);
  }
  await registerPromotion(app, {
    config,
    promotion: createPromotionService({ db: database.db, config, sms, auth }),
    stats: createPromotionStatsService(database.db),
  });
  const approvals = createApprovals(database.db, {
    'utr-confirm': async (proposal, approver) => {
      const utrText = String(proposal.detail.utr ?? '');
      const decided = await utr.decide(
        proposal.orderId,
        utrText,
        'confirm',
        `${approver} (proposed by ${proposal.proposedBy})`,
      );
      return `Reference ${decided.utr} confirmed: ${decided.applied} paid into the ledger`;
    },
    'payout-settle': async (proposal, approver) =>
      (await lifecycle.settlePayout(proposal.orderId, 'succeed', approver)).note ?? 'Paid out',
    'payout-retry': async (proposal, approver) => {
      const { account: _label, ...fields } = proposal.detail;
      return (await lifecycle.retryFailedPayout(proposal.orderId, approver, fields)).note;
    },
    'write-off': async (proposal, approver) => {
      const { amount } = await writeOff(database.db, {
        orderId: proposal.orderId,
        reason: String(proposal.detail.reason ?? ''),
        proposedBy: proposal.proposedBy,
        approvedBy: approver,
      });
      return `Written off: ${amount} no longer owed`;
    },
  });
  await registerApprovalRoutes(app, approvals);
  await registerStaffReadRoutes(app, {
    db: database.db,
    pendingApprovals: approvals.pendingCount,
    proposedReferences: approvals.proposedReferences,
  });
  await registerOpsRoutes(app, {
    approvals,
    checkAccount: bank.checkStaffAccount,
    writeOffs: {
      amount: (orderId) => writeOffAmount(database.db, orderId),
      write: (input) => writeOff(database.db, input),
    },
    fourEyes: (who) => !(config.mode === 'demo' && who.username === DEMO_STAFF_USERNAME),
    lifecycle,
    payments: { sandbox: sandboxPayment, utr },
    reconcile: rails ? (date) => reconcile(database.db, rails, date) : null,
  });
  await registerProductStaffRoutes(app, database.db);
  if (config.features.devApi && sandboxSms) registerSmsOutboxRoute(app, sandboxSms.outbox);

  await registerPages(app, config);
  return app;
};
