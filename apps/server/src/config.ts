import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { USSD_DEFAULT_PATH, USSD_DEMO_SERVICE_CODE } from '@tz-loan/contract/ussd/paths';
import { z } from 'zod';
import { DEMO_LENDER, productionProblems } from './production-checks.ts';
import type { AzamPaySettings } from './providers/mobile-money/azampay/azampay.ts';
import type { AfricasTalkingSettings } from './providers/sms/africastalking.ts';
import { SERVER_ROOT } from './server-root.ts';
import { isAllowedIpEntry } from './shared/ip-allow-list.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** A setting shown to borrowers: one line of text. */
const text = z.string().trim().min(1).max(200);

/** A count per window, or 'off'. */
const limit = z.union([z.literal('off'), z.coerce.number().int().positive()]);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** API processes sharing the port on this machine ('auto': one per core); more than 1 needs PostgreSQL. */
  SERVER_PROCESSES: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  WEB_DIST: z.string().min(1).optional(),
  WEB_SSR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 30),
  SMS_CODE_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  SMS_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  SMS_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  // Against SMS pumping and code guessing across phones: per client address and per device, in each
  // window, counted in the database (several processes share the count).
  RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  SMS_LIMIT_PER_ADDRESS: limit.default(30),
  SMS_LIMIT_PER_DEVICE: limit.default(5),
  LOGIN_LIMIT_PER_ADDRESS: limit.default(60),
  LOGIN_LIMIT_PER_DEVICE: limit.default(10),
  /** Contact-form messages per client address in each window (the official site, PRODUCT.md §15). */
  CONTACT_LIMIT_PER_ADDRESS: limit.default(10),
  // The promotion landing's codes (PRODUCT.md §14), against SMS pumping: per phone in 24 hours and per
  // client address in an hour, counted from the codes sent (every process sees them).
  PROMOTION_SMS_PER_PHONE: limit.default(5),
  PROMOTION_SMS_PER_ADDRESS: limit.default(20),
  /** PGlite only: requests using the database queued at once; one more gets 503 at once (Retry-After). */
  PGLITE_MAX_QUEUED: z.coerce.number().int().min(1).max(100_000).default(64),
  /** Behind a reverse proxy: the client address is read from X-Forwarded-For. Never set it otherwise. */
  TRUST_PROXY: flag.optional(),
  // Demo underwriting and the sandbox payout act by themselves after these delays; 'off' leaves the
  // order for the ops command line.
  AUTO_APPROVE_AFTER_SECONDS: z.union([z.literal('off'), z.coerce.number().int().min(0)]).optional(),
  AUTO_PAYOUT_AFTER_SECONDS: z.union([z.literal('off'), z.coerce.number().int().min(0)]).optional(),
  /** No longer read (staff sign in, PRODUCT.md §18); production refuses it so an upgrade says why. */
  OPS_TOKEN: z.string().optional(),
  /** Signs the payment provider's notifications; demo mode derives one from the ops token when unset. */
  PAYMENT_SECRET: z.string().min(24, 'PAYMENT_SECRET must be at least 24 characters').optional(),
  /** Where the sandbox provider posts its notifications (default: this server). */
  PAYMENT_NOTIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The sandbox delivers each notification this many times (2: a duplicate on purpose). */
  SANDBOX_PAYMENT_DELIVERIES: z.coerce.number().int().min(1).max(5).default(2),
  /** The sandbox's first delivery waits this long (a late notification); 0 delivers at once. */
  SANDBOX_PAYMENT_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  /** The sandbox wallet's PIN prompt waits this long for an answer before it times out. */
  SANDBOX_PIN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long a claimed outbox row is another process's to send (longer than AT_/AZAMPAY_TIMEOUT_MS). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Reminders (PRODUCT.md §20, docs/reminders.md): how often the scheduler looks for them ('off': never;
  // off under test, where tests run it on their own clock), and the collection step's notice.
  REMINDERS_EVERY_SECONDS: z
    .union([z.literal('off'), z.coerce.number().int().min(10).max(86_400)])
    .optional(),
  COLLECTION_AFTER_DAYS_OVERDUE: z.coerce.number().int().min(3).max(365).default(30),
  COLLECTION_NOTICE_DAYS: z.coerce.number().int().min(1).max(364).default(14),
  /** How long loan and payment records are kept after an account is closed (PRODUCT.md §21). */
  RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(7),
  /** How long a provider's repeated, refused or ignored notifications are kept (the first telling stays). */
  NOTIFICATION_KEEP_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
  /** Staff answer a borrower's correction or deletion request within this many days. */
  RIGHTS_REQUEST_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /** Checks every answer against its call's schema (on under test): a contract drift fails loudly. */
  CHECK_ANSWERS: flag.optional(),
  /** The address borrowers reach the app at: the links an SMS carries start with it (none when unset). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The lender as the content pages, the official site, customer service and the contracts name it
  // (PRODUCT.md §15); the defaults say they are a sandbox.
  LENDER_NAME: text.optional(),
  LENDER_LICENCE: text.optional(),
  LENDER_ADDRESS: text.optional(),
  LENDER_TELEPHONE: text.optional(),
  LENDER_EMAIL: z.email().max(200).optional(),
  /** `sandbox`: production runs the sandbox providers, as a test system that says so (PRODUCT.md §17). */
  PROVIDERS: z.enum(['sandbox']).optional(),
  // The real providers (PRODUCT.md §17), each chosen by name with its account's settings; see
  // docs/providers/. Africa's Talking's username and key serve its SMS (and later its USSD).
  SMS_PROVIDER: z.enum(['sandbox', 'africastalking']).optional(),
  AT_USERNAME: z.string().trim().min(1).max(100).optional(),
  AT_API_KEY: z.string().trim().min(8).max(200).optional(),
  AT_SENDER_ID: z.string().trim().min(1).max(11).optional(),
  AT_SMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  AT_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  MOBILE_MONEY_PROVIDER: z.enum(['sandbox', 'azampay']).optional(),
  AZAMPAY_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  AZAMPAY_APP_NAME: z.string().trim().min(1).max(200).optional(),
  AZAMPAY_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
  AZAMPAY_CLIENT_SECRET: z.string().trim().min(8).max(4000).optional(),
  AZAMPAY_API_KEY: z.string().trim().min(1).max(500).optional(),
  AZAMPAY_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  AZAMPAY_CHECKOUT_URL: z.url({ protocol: /^https?$/ }).optional(),
  AZAMPAY_DISBURSE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AZAMPAY_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(15_000),
  /** The lender's account payouts leave from, as AzamPay's disbursement names its source. */
  AZAMPAY_PAYOUT_NAME: z.string().trim().min(1).max(200).optional(),
  AZAMPAY_PAYOUT_BANK: z.string().trim().min(1).max(100).optional(),
  AZAMPAY_PAYOUT_ACCOUNT: z.string().trim().min(1).max(50).optional(),
  // The USSD service (PRODUCT.md §22, docs/ussd.md): on in demo mode; production needs ENABLE_USSD=1
  // and the secret the callback address carries.
  ENABLE_USSD: flag.optional(),
  USSD_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'USSD_PATH must be a path such as /ussd')
    .refine((path) => !path.startsWith('/tapi/') && path !== '/tapi', 'USSD_PATH must be outside /tapi')
    .default(USSD_DEFAULT_PATH),
  USSD_CALLBACK_SECRET: z.string().min(1).max(200).optional(),
  /** The code borrowers dial, as the network assigned it: the app's USSD PIN screen names it. */
  USSD_SERVICE_CODE: z
    .string()
    .regex(/^\*\d{1,4}(\*\d{1,4}){0,4}#$/, 'USSD_SERVICE_CODE must be a code such as *150*00#')
    .optional(),
  USSD_ALLOWED_IPS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.length > 0 && entries.every(isAllowedIpEntry), {
      message: 'USSD_ALLOWED_IPS must list addresses or networks (a.b.c.d, a.b.c.d/24), comma-separated',
    })
    .optional(),
  // Production switches each demo feature on one by one (PRODUCT.md §9).
  ENABLE_HOST: flag.optional(),
  ENABLE_DEV_PAGES: flag.optional(),
  ENABLE_DEV_API: flag.optional(),
  ENABLE_API_DOCS: flag.optional(),
});

/** Which implementation serves each kind of provider; null: none (production without a real one). */
export type ProviderChoice = {
  sms: 'sandbox' | 'africastalking' | null;
  payments: 'sandbox' | null;
  payout: 'sandbox' | null;
  /** Pay from my phone (pushes), and later payouts and name lookups, through one provider. */
  mobileMoney: 'sandbox' | 'azampay' | null;
  /** Without a card processor the card store is not offered (PRODUCT.md §17). */
  cards: 'sandbox' | null;
};

export type Config = {
  mode: 'demo' | 'production';
  /** Production running the sandbox providers (PROVIDERS=sandbox): every page says no real money moves. */
  testSystem: boolean;
  providers: ProviderChoice;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** API processes on this machine, sharing the port (server-cluster.ts); 1 on PGlite. */
  processes: number;
  webDist: string;
  /** The web app's server-rendering bundle (`vite build --ssr`); without it pages render in the browser. */
  webSsr: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionTtlMs: number;
  sms: { codeTtlMs: number; resendMs: number; maxAttempts: number };
  /** Per window (ms) and client: null is no limit. */
  limits: {
    windowMs: number;
    smsPerAddress: number | null;
    smsPerDevice: number | null;
    loginPerAddress: number | null;
    loginPerDevice: number | null;
    contactPerAddress: number | null;
  };
  /** The promotion landing's codes: per phone in 24 h, per client address in 1 h; null is no limit. */
  promotion: { smsPerPhonePerDay: number | null; smsPerAddressPerHour: number | null };
  /** The lender's registered details (PRODUCT.md §15). */
  lender: { name: string; licence: string; address: string; telephone: string; email: string };
  trustProxy: boolean;
  /** The embedded database's gate: requests using it queued at once, past which 503 (PGlite only). */
  pgliteMaxQueued: number;
  features: { host: boolean; devPages: boolean; devApi: boolean };
  /** The API reference at /tapi/docs: on in demo mode, off in production unless ENABLE_API_DOCS=1. */
  apiDocs: boolean;
  lifecycle: { autoApproveAfterMs: number | null; autoPayoutAfterMs: number | null };
  /**
   * The secret kept in the data folder (server.ts): it proves `npm run ops -- staff create-admin` runs
   * on the server's machine, and in demo mode it is the demo member's personal token.
   */
  machineSecret: string | undefined;
  checkAnswers: boolean;
  /** The app's public address, without a trailing '/'; demo mode's default is this machine's. */
  publicUrl: string | null;
  sandboxWallet: { promptTimeoutMs: number };
  /** A process killed mid-send leaves its outbox rows to another after this long. */
  outboxLeaseSeconds: number;
  /** The reminders' scheduler: its interval (null: not run) and the collection step's notice. */
  reminders: { intervalMs: number | null; collection: { afterDays: number; noticeDays: number } };
  /** A closed account's loan records are kept `retentionYears`; requests are due in `requestDays`. */
  rights: { retentionYears: number; requestDays: number };
  /** Repeated, refused and ignored payment notifications older than this are pruned. */
  notificationKeepDays: number;
  /**
   * The USSD callback: null when off. `secret` rides in the address the gateway is given (`?ussdKey=`);
   * `allowedIps`, when set, are the only addresses it is taken from.
   */
  ussd: { path: string; serviceCode: string; secret: string | null; allowedIps: string[] | null } | null;
  /** Set when the SMS provider is Africa's Talking. */
  africasTalking: AfricasTalkingSettings | null;
  /** Set when the mobile-money provider is AzamPay. */
  azamPay: AzamPaySettings | null;
  payment: {
    secret: string | undefined;
    notifyUrl: string | undefined;
    deliveries: number;
    firstDeliveryDelayMs: number;
  };
};

/** The variables that did parse, for production's checks when others did not. */
const stripInvalid = (env: NodeJS.ProcessEnv, issues: readonly { path: PropertyKey[] }[]) => {
  const bad = new Set(issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(env).filter(([name]) => !bad.has(name)));
  const readable = envSchema.partial().safeParse(kept);
  return readable.success ? readable.data : {};
};

const delayMs = (value: number | 'off') => (value === 'off' ? null : value * 1000);
const limitOf = (value: number | 'off') => (value === 'off' ? null : value);

/** The one place that reads the environment: every bad variable is listed at once, then we stop. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ name: i.path.join('.'), message: i.message }));
  // Production's own refusals are listed with the parse errors, read from what did parse.
  if (env.NODE_ENV === 'production') {
    const readable = envSchema.partial().safeParse(env);
    const fields = readable.success ? readable.data : stripInvalid(env, parsed.error?.issues ?? []);
    problems.push(...productionProblems(fields));
  }
  // The collection notice comes after the day-after reminder, never on the same day as one.
  if (parsed.success && parsed.data.COLLECTION_NOTICE_DAYS > parsed.data.COLLECTION_AFTER_DAYS_OVERDUE - 2) {
    problems.push({
      name: 'COLLECTION_NOTICE_DAYS',
      message: 'must be at least 2 days less than COLLECTION_AFTER_DAYS_OVERDUE',
    });
  }
  // PGlite is one process's database: more processes need one they can share.
  if (
    parsed.success &&
    typeof parsed.data.SERVER_PROCESSES === 'number' &&
    parsed.data.SERVER_PROCESSES > 1
  ) {
    if (!parsed.data.DATABASE_URL)
      problems.push({ name: 'SERVER_PROCESSES', message: 'more than 1 needs DATABASE_URL (PostgreSQL)' });
  }
  if (!parsed.success || problems.length > 0) {
    const lines = problems.map((p) => `  ${p.name}: ${p.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const demo = e.NODE_ENV !== 'production';
  const sandbox = demo || e.PROVIDERS === 'sandbox' ? 'sandbox' : null;
  const lender = {
    name: e.LENDER_NAME ?? DEMO_LENDER.name,
    licence: e.LENDER_LICENCE ?? DEMO_LENDER.licence,
    address: e.LENDER_ADDRESS ?? DEMO_LENDER.address,
    telephone: e.LENDER_TELEPHONE ?? DEMO_LENDER.telephone,
    email: e.LENDER_EMAIL ?? DEMO_LENDER.email,
  };
  return {
    mode: demo ? 'demo' : 'production',
    testSystem: !demo && e.PROVIDERS === 'sandbox',
    providers: {
      sms: e.SMS_PROVIDER ?? sandbox,
      payments: sandbox,
      payout: sandbox,
      cards: sandbox,
      mobileMoney: e.MOBILE_MONEY_PROVIDER ?? sandbox,
    },
    africasTalking:
      e.SMS_PROVIDER === 'africastalking' && e.AT_USERNAME && e.AT_API_KEY
        ? {
            username: e.AT_USERNAME,
            apiKey: e.AT_API_KEY,
            senderId: e.AT_SENDER_ID,
            baseUrl: e.AT_SMS_URL,
            timeoutMs: e.AT_TIMEOUT_MS,
          }
        : null,
    azamPay:
      e.MOBILE_MONEY_PROVIDER === 'azampay' &&
      e.AZAMPAY_APP_NAME &&
      e.AZAMPAY_CLIENT_ID &&
      e.AZAMPAY_CLIENT_SECRET
        ? {
            env: e.AZAMPAY_ENV,
            appName: e.AZAMPAY_APP_NAME,
            clientId: e.AZAMPAY_CLIENT_ID,
            clientSecret: e.AZAMPAY_CLIENT_SECRET,
            apiKey: e.AZAMPAY_API_KEY,
            authBaseUrl: e.AZAMPAY_AUTH_URL,
            checkoutBaseUrl: e.AZAMPAY_CHECKOUT_URL,
            disburseBaseUrl: e.AZAMPAY_DISBURSE_URL,
            timeoutMs: e.AZAMPAY_TIMEOUT_MS,
            payoutSource:
              e.AZAMPAY_PAYOUT_NAME && e.AZAMPAY_PAYOUT_BANK && e.AZAMPAY_PAYOUT_ACCOUNT
                ? {
                    fullName: e.AZAMPAY_PAYOUT_NAME,
                    bankName: e.AZAMPAY_PAYOUT_BANK,
                    accountNumber: e.AZAMPAY_PAYOUT_ACCOUNT,
                  }
                : undefined,
          }
        : null,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    processes: !e.DATABASE_URL
      ? 1
      : e.SERVER_PROCESSES === 'auto'
        ? availableParallelism()
        : e.SERVER_PROCESSES,
    webDist: resolve(e.WEB_DIST ?? resolve(SERVER_ROOT, '../web/dist')),
    webSsr: resolve(e.WEB_SSR ?? resolve(e.WEB_DIST ?? resolve(SERVER_ROOT, '../web/dist'), '../dist-ssr')),
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sms: {
      codeTtlMs: e.SMS_CODE_TTL_SECONDS * 1000,
      resendMs: e.SMS_RESEND_SECONDS * 1000,
      maxAttempts: e.SMS_MAX_ATTEMPTS,
    },
    limits: {
      windowMs: e.RATE_WINDOW_SECONDS * 1000,
      smsPerAddress: limitOf(e.SMS_LIMIT_PER_ADDRESS),
      smsPerDevice: limitOf(e.SMS_LIMIT_PER_DEVICE),
      loginPerAddress: limitOf(e.LOGIN_LIMIT_PER_ADDRESS),
      loginPerDevice: limitOf(e.LOGIN_LIMIT_PER_DEVICE),
      contactPerAddress: limitOf(e.CONTACT_LIMIT_PER_ADDRESS),
    },
    promotion: {
      smsPerPhonePerDay: limitOf(e.PROMOTION_SMS_PER_PHONE),
      smsPerAddressPerHour: limitOf(e.PROMOTION_SMS_PER_ADDRESS),
    },
    lender,
    trustProxy: e.TRUST_PROXY ?? false,
    pgliteMaxQueued: e.PGLITE_MAX_QUEUED,
    lifecycle: {
      // Demo underwriting and the sandbox payout act by themselves in demo mode only, unless set.
      autoApproveAfterMs: delayMs(e.AUTO_APPROVE_AFTER_SECONDS ?? (demo ? 60 : 'off')),
      autoPayoutAfterMs: delayMs(e.AUTO_PAYOUT_AFTER_SECONDS ?? (demo ? 30 : 'off')),
    },
    machineSecret: undefined,
    payment: {
      secret: e.PAYMENT_SECRET,
      notifyUrl: e.PAYMENT_NOTIFY_URL,
      deliveries: e.SANDBOX_PAYMENT_DELIVERIES,
      firstDeliveryDelayMs: e.SANDBOX_PAYMENT_DELAY_MS,
    },
    checkAnswers: e.CHECK_ANSWERS ?? e.NODE_ENV === 'test',
    publicUrl: (e.PUBLIC_URL ?? (demo ? `http://localhost:${e.PORT}` : null))?.replace(/\/+$/, '') ?? null,
    sandboxWallet: { promptTimeoutMs: e.SANDBOX_PIN_TIMEOUT_SECONDS * 1000 },
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    reminders: {
      intervalMs: delayMs(e.REMINDERS_EVERY_SECONDS ?? (e.NODE_ENV === 'test' ? 'off' : 300)),
      collection: { afterDays: e.COLLECTION_AFTER_DAYS_OVERDUE, noticeDays: e.COLLECTION_NOTICE_DAYS },
    },
    rights: { retentionYears: e.RETENTION_YEARS, requestDays: e.RIGHTS_REQUEST_DAYS },
    notificationKeepDays: e.NOTIFICATION_KEEP_DAYS,
    ussd:
      (e.ENABLE_USSD ?? demo)
        ? {
            path: e.USSD_PATH,
            serviceCode: e.USSD_SERVICE_CODE ?? USSD_DEMO_SERVICE_CODE,
            secret: e.USSD_CALLBACK_SECRET ?? null,
            allowedIps: e.USSD_ALLOWED_IPS ?? null,
          }
        : null,
    apiDocs: e.ENABLE_API_DOCS ?? demo,
    features: {
      host: e.ENABLE_HOST ?? demo,
      devPages: e.ENABLE_DEV_PAGES ?? demo,
      devApi: e.ENABLE_DEV_API ?? demo,
    },
  };
};
