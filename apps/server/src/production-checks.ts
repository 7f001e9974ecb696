// What production mode refuses to start without (PRODUCT.md §17): every problem is listed at once,
// beside the environment's own parse errors, so a lender fixes them in one pass.

/** The sandbox values the demo names the lender with: production must name a real one. */
export const DEMO_LENDER = {
  name: 'Sandbox Lender Ltd (demo)',
  licence: 'SANDBOX-0000 (a demo, not a licence)',
  address: 'Sandbox office, Plot 0, Dar es Salaam, Tanzania (demo)',
  telephone: '+255 22 000 0000',
  email: 'support@sandbox-lender.example',
} as const;

const LENDER_SETTINGS = [
  ['LENDER_NAME', 'name', "the lender's registered name"],
  ['LENDER_LICENCE', 'licence', "the lender's licence number"],
  ['LENDER_ADDRESS', 'address', "the lender's registered address"],
  ['LENDER_TELEPHONE', 'telephone', "the lender's customer telephone"],
  ['LENDER_EMAIL', 'email', "the lender's customer e-mail"],
] as const;

export const SECRET_MIN_LENGTH = 32;
const SECRET_MIN_DISTINCT = 12;

/** A secret a person typed (`changeme…`, `aaaa…`) rather than one a generator made. */
export const isWeakSecret = (secret: string) =>
  secret.length < SECRET_MIN_LENGTH || new Set(secret).size < SECRET_MIN_DISTINCT;

const WEAK = `is weak: use at least ${SECRET_MIN_LENGTH} random characters (openssl rand -base64 32)`;

export type ProductionEnv = {
  PROVIDERS?: 'sandbox';
  SMS_PROVIDER?: 'sandbox' | 'africastalking';
  AT_USERNAME?: string;
  AT_API_KEY?: string;
  MOBILE_MONEY_PROVIDER?: 'sandbox' | 'azampay';
  AZAMPAY_APP_NAME?: string;
  AZAMPAY_CLIENT_ID?: string;
  AZAMPAY_CLIENT_SECRET?: string;
  AZAMPAY_PAYOUT_NAME?: string;
  AZAMPAY_PAYOUT_BANK?: string;
  AZAMPAY_PAYOUT_ACCOUNT?: string;
  OPS_TOKEN?: string;
  PAYMENT_SECRET?: string;
  AUTO_APPROVE_AFTER_SECONDS?: number | 'off';
  AUTO_PAYOUT_AFTER_SECONDS?: number | 'off';
  ENABLE_HOST?: boolean;
  ENABLE_DEV_PAGES?: boolean;
  ENABLE_DEV_API?: boolean;
  ENABLE_USSD?: boolean;
  USSD_CALLBACK_SECRET?: string;
  USSD_SERVICE_CODE?: string;
} & Partial<Record<(typeof LENDER_SETTINGS)[number][0], string>>;

type Problem = { name: string; message: string };

/** Each real provider and the settings it cannot run without (docs/providers/). */
const REAL_PROVIDERS = [
  {
    setting: 'SMS_PROVIDER',
    kind: 'an SMS gateway',
    real: 'africastalking',
    needs: ['AT_USERNAME', 'AT_API_KEY'],
  },
  {
    setting: 'MOBILE_MONEY_PROVIDER',
    kind: 'a mobile-money provider (collections and payouts)',
    real: 'azampay',
    // The payout account too: without it every payout would be refused, and staff learn it only then.
    needs: [
      'AZAMPAY_APP_NAME',
      'AZAMPAY_CLIENT_ID',
      'AZAMPAY_CLIENT_SECRET',
      'AZAMPAY_PAYOUT_NAME',
      'AZAMPAY_PAYOUT_BANK',
      'AZAMPAY_PAYOUT_ACCOUNT',
    ],
  },
] as const;

/** Everything production mode cannot run with; empty when it can start. */
export const productionProblems = (e: ProductionEnv): Problem[] => {
  const problems: Problem[] = [];
  const testSystem = e.PROVIDERS === 'sandbox';
  for (const provider of REAL_PROVIDERS) {
    const chosen = e[provider.setting];
    if (testSystem) continue;
    if (chosen !== provider.real) {
      problems.push({
        name: provider.setting,
        message:
          chosen === 'sandbox'
            ? `the sandbox moves nothing: set ${provider.real}, or run a test system with PROVIDERS=sandbox`
            : `production needs ${provider.kind}: ${provider.setting}=${provider.real}, or PROVIDERS=sandbox for a test system`,
      });
      continue;
    }
    for (const name of provider.needs) {
      if (!e[name])
        problems.push({ name, message: `${provider.setting}=${provider.real} needs it (docs/providers/)` });
    }
  }
  for (const [name, key, what] of LENDER_SETTINGS) {
    const value = e[name];
    if (value === undefined) problems.push({ name, message: `production needs ${what} (PRODUCT.md §15)` });
    else if (value === DEMO_LENDER[key]) problems.push({ name, message: `is the demo's value: set ${what}` });
  }
  if (e.OPS_TOKEN !== undefined) {
    problems.push({
      name: 'OPS_TOKEN',
      message: 'is no longer read: staff sign in at /staff and use personal tokens (docs/staff.md)',
    });
  }
  if (e.PAYMENT_SECRET !== undefined && isWeakSecret(e.PAYMENT_SECRET)) {
    problems.push({ name: 'PAYMENT_SECRET', message: WEAK });
  }
  // Africa's Talking signs no USSD callback: the secret in its address is all that keeps a stranger from
  // walking a borrower's menu (docs/ussd.md).
  if (e.ENABLE_USSD && e.USSD_CALLBACK_SECRET === undefined) {
    problems.push({
      name: 'USSD_CALLBACK_SECRET',
      message: 'ENABLE_USSD=1 needs it: the gateway is given the callback address with it (docs/ussd.md)',
    });
  } else if (e.USSD_CALLBACK_SECRET !== undefined && isWeakSecret(e.USSD_CALLBACK_SECRET)) {
    problems.push({ name: 'USSD_CALLBACK_SECRET', message: WEAK });
  }
  // The app tells borrowers what to dial: the sandbox's code would send them nowhere.
  if (e.ENABLE_USSD && !testSystem && e.USSD_SERVICE_CODE === undefined) {
    problems.push({
      name: 'USSD_SERVICE_CODE',
      message: 'ENABLE_USSD=1 needs the code borrowers dial, as the network assigned it (docs/ussd.md)',
    });
  }
  if (!testSystem) {
    for (const name of ['AUTO_APPROVE_AFTER_SECONDS', 'AUTO_PAYOUT_AFTER_SECONDS'] as const) {
      const value = e[name];
      if (value !== undefined && value !== 'off') {
        problems.push({
          name,
          message: 'the demo policy approves and pays out unseen; production leaves it to staff',
        });
      }
    }
    for (const name of ['ENABLE_HOST', 'ENABLE_DEV_PAGES', 'ENABLE_DEV_API'] as const) {
      if (e[name]) {
        problems.push({
          name,
          message:
            'shows the sandbox (login codes included): only a test system (PROVIDERS=sandbox) may switch it on',
        });
      }
    }
  }
  return problems;
};
