import { describe, expect, it } from 'vitest';
import { cruiseFixture, cruiseServer, type FixtureFile, moduleCycles } from './test/boundaries.ts';

// Each dependency rule of .dependency-cruiser.cjs (checked on the real tree by `npm test`) is shown
// here to catch the violation it exists for, on a small tree that commits it on purpose. The
// fixtures are the very violations the server once had (issue 11).

const S = 'apps/server/src';

const caught = async (files: FixtureFile[]) =>
  (await cruiseFixture(files)).violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

describe('the server modules depend one way', () => {
  it('no two modules import each other, however indirectly', async () => {
    expect(moduleCycles(await cruiseServer())).toEqual([]);
  });

  it('a cycle through sub-domain folders is caught (loan/details → repayment → loan/lifecycle)', async () => {
    const { moduleCycles: cycles } = await cruiseFixture([
      { path: `${S}/modules/loan/details/repository.ts`, imports: [`${S}/modules/repayment/ledger-sums.ts`] },
      { path: `${S}/modules/repayment/ledger-sums.ts` },
      { path: `${S}/modules/repayment/service.ts`, imports: [`${S}/modules/loan/lifecycle/service.ts`] },
      { path: `${S}/modules/loan/lifecycle/service.ts` },
    ]);
    expect(cycles).toEqual(['loan → repayment → loan']);
  });

  it('the loan ↔ product cycle, through a third file', async () => {
    const { moduleCycles: cycles } = await cruiseFixture([
      { path: `${S}/modules/loan/details/service.ts`, imports: [`${S}/modules/product/service.ts`] },
      { path: `${S}/modules/product/service.ts`, imports: [`${S}/modules/product/pricing-view.ts`] },
      { path: `${S}/modules/product/pricing-view.ts`, imports: [`${S}/modules/loan/confirm/figures.ts`] },
      { path: `${S}/modules/loan/confirm/figures.ts` },
    ]);
    expect(cycles).toEqual(['loan → product → loan']);
  });
});

describe('the dependency rules catch what they are meant to', () => {
  it('two module folders importing each other (the flat loan ↔ repay of before)', async () => {
    const found = await caught([
      { path: `${S}/modules/loan/details-notices.ts`, imports: [`${S}/modules/repay/ledger-sums.ts`] },
      { path: `${S}/modules/repay/ledger-sums.ts` },
      { path: `${S}/modules/repay/owed.ts`, imports: [`${S}/modules/loan/status.ts`] },
      { path: `${S}/modules/loan/status.ts` },
    ]);
    expect(found.some((v) => v.startsWith('server-module-cycles'))).toBe(true);
  });

  it('modules depending one way are fine', async () => {
    expect(
      await caught([
        { path: `${S}/modules/loan/confirm/service.ts`, imports: [`${S}/modules/bank/service.ts`] },
        { path: `${S}/modules/repayment/channels.ts`, imports: [`${S}/modules/bank/catalogue.ts`] },
        { path: `${S}/modules/bank/service.ts`, imports: [`${S}/modules/bank/repository.ts`] },
        { path: `${S}/modules/bank/catalogue.ts` },
        { path: `${S}/modules/bank/repository.ts` },
      ]),
    ).toEqual([]);
  });

  it('a provider importing a module (sandbox-pay-page → loan/contract-html)', async () => {
    expect(
      await caught([
        {
          path: `${S}/providers/payment/sandbox-pay-page.ts`,
          imports: [`${S}/modules/loan/confirm/contract-html.ts`],
        },
        { path: `${S}/modules/loan/confirm/contract-html.ts` },
      ]),
    ).toEqual([
      `server-lower-layers-import-no-modules: ${S}/providers/payment/sandbox-pay-page.ts → ${S}/modules/loan/confirm/contract-html.ts`,
    ]);
  });

  it('http, db and shared importing a module', async () => {
    const found = await caught([
      { path: `${S}/http/route.ts`, imports: [`${S}/modules/auth/service.ts`] },
      { path: `${S}/db/seed.ts`, imports: [`${S}/modules/loan/products/service.ts`] },
      { path: `${S}/shared/owed.ts`, imports: [`${S}/modules/repayment/views.ts`] },
      { path: `${S}/modules/auth/service.ts` },
      { path: `${S}/modules/loan/products/service.ts` },
      { path: `${S}/modules/repayment/views.ts` },
    ]);
    expect(found.filter((v) => v.startsWith('server-lower-layers-import-no-modules'))).toHaveLength(3);
  });

  it('a money rule reaching the database, the HTTP layer or a module', async () => {
    const found = await caught([
      { path: `${S}/domain/owed.ts`, imports: [`${S}/db/schema/repayment.ts`, `${S}/domain/penalty.ts`] },
      { path: `${S}/domain/penalty.ts`, imports: [`${S}/http/app-error.ts`] },
      { path: `${S}/domain/pricing.ts`, imports: [`${S}/modules/loan/products/service.ts`] },
      { path: `${S}/domain/card-rules.ts`, imports: [`${S}/shared/i18n.ts`, 'fastify'] },
      { path: `${S}/db/schema/repayment.ts` },
      { path: `${S}/http/app-error.ts` },
      { path: `${S}/modules/loan/products/service.ts` },
      { path: `${S}/shared/i18n.ts` },
    ]);
    expect(found.filter((v) => v.startsWith('server-domain-imports-only-the-contract'))).toEqual([
      `server-domain-imports-only-the-contract: ${S}/domain/card-rules.ts → ${S}/shared/i18n.ts`,
      `server-domain-imports-only-the-contract: ${S}/domain/card-rules.ts → fastify`,
      `server-domain-imports-only-the-contract: ${S}/domain/owed.ts → ${S}/db/schema/repayment.ts`,
      `server-domain-imports-only-the-contract: ${S}/domain/penalty.ts → ${S}/http/app-error.ts`,
      `server-domain-imports-only-the-contract: ${S}/domain/pricing.ts → ${S}/modules/loan/products/service.ts`,
    ]);
  });

  it('money rules on the contract alone are fine', async () => {
    expect(
      await caught([
        {
          path: `${S}/domain/owed.ts`,
          imports: [`${S}/domain/penalty.ts`, 'packages/contract/src/money.ts'],
        },
        { path: `${S}/domain/penalty.ts` },
        { path: 'packages/contract/src/money.ts' },
      ]),
    ).toEqual([]);
  });

  it('a repository importing the session SQL from the HTTP layer', async () => {
    expect(
      await caught([
        { path: `${S}/modules/loan/details/repository.ts`, imports: [`${S}/http/session.ts`] },
        { path: `${S}/http/session.ts` },
      ]),
    ).toEqual([
      `server-repositories-are-the-bottom: ${S}/modules/loan/details/repository.ts → ${S}/http/session.ts`,
      `server-services-and-repositories-import-no-http: ${S}/modules/loan/details/repository.ts → ${S}/http/session.ts`,
    ]);
  });

  it('a service or a rule beside it importing the HTTP layer (app-error, session)', async () => {
    const found = await caught([
      { path: `${S}/modules/repayment/service.ts`, imports: [`${S}/http/app-error.ts`] },
      { path: `${S}/modules/loan/confirm/submit.ts`, imports: [`${S}/http/session.ts`] },
      { path: `${S}/modules/loan/products/staff.ts`, imports: [`${S}/http/app-error.ts`] },
      { path: `${S}/modules/repayment/routes.ts`, imports: [`${S}/http/route.ts`] },
      { path: `${S}/modules/complaint/staff.ts`, imports: [`${S}/http/staff-auth.ts`] },
      { path: `${S}/modules/promotion/captcha-route.ts`, imports: [`${S}/http/app-error.ts`] },
      { path: `${S}/http/app-error.ts` },
      { path: `${S}/http/session.ts` },
      { path: `${S}/http/route.ts` },
      { path: `${S}/http/staff-auth.ts` },
    ]);
    expect(found).toEqual([
      `server-services-and-repositories-import-no-http: ${S}/modules/loan/confirm/submit.ts → ${S}/http/session.ts`,
      `server-services-and-repositories-import-no-http: ${S}/modules/loan/products/staff.ts → ${S}/http/app-error.ts`,
      `server-services-and-repositories-import-no-http: ${S}/modules/repayment/service.ts → ${S}/http/app-error.ts`,
    ]);
  });

  it('a module building its own provider (the complaint photos’ folder, the sandbox payments)', async () => {
    const found = await caught([
      { path: `${S}/modules/complaint/routes.ts`, imports: [`${S}/providers/storage/folder-storage.ts`] },
      {
        path: `${S}/modules/repayment/notifications/setup.ts`,
        imports: [`${S}/providers/payment/sandbox-payment.ts`, `${S}/providers/payment/payment-provider.ts`],
      },
      { path: `${S}/http/route.ts`, imports: [`${S}/providers/sms/sandbox-sms.ts`] },
      {
        path: `${S}/app.ts`,
        imports: [`${S}/providers/payment/sandbox-payment.ts`, `${S}/providers/storage/folder-storage.ts`],
      },
      { path: `${S}/test/loan-orders.ts`, imports: [`${S}/providers/payout/sandbox-payout.ts`] },
      { path: `${S}/providers/storage/folder-storage.ts` },
      { path: `${S}/providers/payment/sandbox-payment.ts` },
      { path: `${S}/providers/payment/payment-provider.ts` },
      { path: `${S}/providers/payout/sandbox-payout.ts` },
      { path: `${S}/providers/sms/sandbox-sms.ts` },
    ]);
    expect(found).toEqual([
      `server-only-app-builds-providers: ${S}/http/route.ts → ${S}/providers/sms/sandbox-sms.ts`,
      `server-only-app-builds-providers: ${S}/modules/complaint/routes.ts → ${S}/providers/storage/folder-storage.ts`,
      `server-only-app-builds-providers: ${S}/modules/repayment/notifications/setup.ts → ${S}/providers/payment/sandbox-payment.ts`,
    ]);
  });

  it('routes reaching a repository, their own module’s or another’s', async () => {
    const found = await caught([
      { path: `${S}/modules/support/routes.ts`, imports: [`${S}/modules/support/repository.ts`] },
      { path: `${S}/modules/support/repository.ts` },
      { path: `${S}/modules/loan/details/service.ts`, imports: [`${S}/modules/bank/repository.ts`] },
      { path: `${S}/modules/bank/repository.ts` },
    ]);
    expect(found).toEqual([
      `server-modules-talk-through-services: ${S}/modules/loan/details/service.ts → ${S}/modules/bank/repository.ts`,
      `server-routes-go-through-services: ${S}/modules/support/routes.ts → ${S}/modules/support/repository.ts`,
    ]);
  });

  it('a repository or a service reaching upwards', async () => {
    const found = await caught([
      { path: `${S}/modules/bank/repository.ts`, imports: [`${S}/modules/bank/service.ts`] },
      { path: `${S}/modules/bank/service.ts`, imports: [`${S}/modules/bank/routes.ts`] },
      { path: `${S}/modules/bank/routes.ts` },
    ]);
    expect(found.map((v) => v.split(':')[0])).toEqual([
      'server-repositories-are-the-bottom',
      'server-services-do-not-import-routes',
    ]);
  });

  it('sub-domains told apart by file-name prefixes', async () => {
    const found = await caught([
      { path: `${S}/modules/loan/details-repository.ts`, imports: [`${S}/db/client.ts`] },
      { path: `${S}/db/client.ts` },
    ]);
    expect(found.map((v) => v.split(':')[0])).toEqual(['server-one-shape-per-module']);
  });

  it('a production file importing a test helper, and a test helper among production files', async () => {
    const found = await caught([
      { path: `${S}/modules/ops/test-repayments.ts`, imports: [`${S}/test/test-app.ts`] },
      { path: `${S}/modules/ops/service.ts`, imports: [`${S}/modules/ops/test-repayments.ts`] },
      { path: `${S}/modules/bank/bank.test.ts`, imports: [`${S}/test/bank-forms.ts`] },
      { path: `${S}/test/test-app.ts` },
      { path: `${S}/test/bank-forms.ts` },
    ]);
    expect(found.map((v) => v.split(':')[0]).sort()).toEqual([
      'production-imports-no-test-code',
      'production-imports-no-test-code',
      'server-test-helpers-live-in-test-folders',
    ]);
  });

  it('the contract: platform/ importing a domain, and a call file outside its domain folder', async () => {
    const C = 'packages/contract/src';
    const found = await caught([
      { path: `${C}/platform/envelope.ts`, imports: [`${C}/loan/paths.ts`] },
      { path: `${C}/loan/paths.ts`, imports: [`${C}/platform/call-ref.ts`] },
      { path: `${C}/platform/call-ref.ts` },
      { path: `${C}/rollover.ts`, imports: [`${C}/platform/call-ref.ts`] },
      { path: `${C}/screens.ts` },
    ]);
    expect(found.sort()).toEqual([
      `contract-files-live-in-their-domain: ${C}/rollover.ts → ${C}/platform/call-ref.ts`,
      `contract-platform-knows-no-domain: ${C}/platform/envelope.ts → ${C}/loan/paths.ts`,
    ]);
  });

  it('the staff command line reaching into the server, or the server into it', async () => {
    const found = await caught([
      { path: `${S}/staff-cli/run.ts`, imports: [`${S}/db/client.ts`] },
      { path: `${S}/app.ts`, imports: [`${S}/staff-cli/format.ts`] },
      { path: `${S}/staff-cli/format.ts` },
      { path: `${S}/db/client.ts` },
    ]);
    expect(found.map((v) => v.split(':')[0]).sort()).toEqual([
      'nothing-imports-the-staff-cli',
      'staff-cli-talks-through-the-contract',
    ]);
  });

  it('a module importing the page rendering, and a page reading a repository or the database', async () => {
    const found = await caught([
      { path: `${S}/modules/loan/details/routes.ts`, imports: [`${S}/pages/page-html.ts`] },
      { path: `${S}/pages/page-html.ts` },
      { path: `${S}/pages/routes.ts`, imports: [`${S}/modules/loan/details/repository.ts`] },
      { path: `${S}/modules/loan/details/repository.ts` },
      { path: `${S}/pages/render-screen.ts`, imports: [`${S}/db/client.ts`] },
      { path: `${S}/db/client.ts` },
    ]);
    expect(found).toEqual([
      `server-modules-do-not-import-pages: ${S}/modules/loan/details/routes.ts → ${S}/pages/page-html.ts`,
      `server-pages-read-no-tables: ${S}/pages/render-screen.ts → ${S}/db/client.ts`,
      `server-pages-read-no-tables: ${S}/pages/routes.ts → ${S}/modules/loan/details/repository.ts`,
    ]);
  });

  it('pages binding routes, and the security headers allowing their script, are fine', async () => {
    expect(
      await caught([
        { path: `${S}/pages/routes.ts`, imports: [`${S}/http/route.ts`] },
        { path: `${S}/http/security-headers.ts`, imports: [`${S}/pages/paint-first.ts`] },
        { path: `${S}/http/route.ts` },
        { path: `${S}/pages/paint-first.ts` },
      ]),
    ).toEqual([]);
  });
});
