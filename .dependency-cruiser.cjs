/** Module boundaries (ARCHITECTURE.md habit 1): checked by `npm test`. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'apps-share-only-the-contract',
      comment: 'The server and the web app meet only in packages/contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-does-not-import-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contract-platform-knows-no-domain',
      comment:
        'platform/ (envelope, call, money, date, phone, language, bridge, page rendering) serves every domain.',
      severity: 'error',
      from: { path: '^packages/contract/src/platform/' },
      to: { path: '^packages/contract/src/', pathNot: '^packages/contract/src/platform/' },
    },
    {
      name: 'contract-files-live-in-their-domain',
      comment:
        "A call's schema and paths live in packages/contract/src/<domain>/; only screens.ts stands at the top.",
      severity: 'error',
      from: { path: '^packages/contract/src/[^/]+$', pathNot: '^packages/contract/src/screens\\.ts$' },
      to: {},
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-imports-no-feature-or-app',
      comment: 'shared → features → app, never back.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app|host)/' },
    },
    {
      name: 'features-do-not-import-the-app',
      comment:
        'Tests (and the test kits not yet moved under test/) may render the whole app around a feature.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: '(\\.test\\.tsx?|-test-kit\\.tsx?)$' },
      to: { path: '^apps/web/src/(app|host)/' },
    },
    {
      name: 'host-stands-apart',
      comment: 'The native host plays the other side of the bridge: it shares only shared/ and the contract.',
      severity: 'error',
      from: { path: '^apps/web/src/host/' },
      to: { path: '^apps/web/src/(app|features)/' },
    },
    {
      name: 'mock-data-stands-alone',
      comment:
        "Mock mode serves the contract from data alone (each part's mock.ts): it must not drag screens or " +
        "UI in, only the handlers' type and other mock data.",
      severity: 'error',
      from: { path: '^apps/web/src/(mocks/|features/.+/mock\\.ts$)' },
      to: {
        path: '^apps/web/src/(app|features|host|shared)/',
        pathNot: '^apps/web/src/(shared/http/mock-types\\.ts|features/.+/mock\\.ts)$',
      },
    },
    // The server (docs/server.md): modules/<domain>/ (sub-domains as folders) → shared/ → db/, with
    // http/ and providers/ beside shared/; routes → service → repository inside each module; domain/
    // (the money rules, the domain errors) under them all, on the contract alone.
    {
      name: 'server-domain-imports-only-the-contract',
      comment: 'domain/ holds plain rules: no HTTP, no SQL, no database, no framework; only the contract.',
      severity: 'error',
      from: { path: '^apps/server/src/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^(apps/server/src/domain/|packages/contract/)' },
    },
    {
      name: 'server-modules-talk-through-services',
      comment: "A module never reaches into another module's repository, nor registers its routes.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/.+/(repository|routes)\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-routes-go-through-services',
      comment: 'routes → service → repository: a route never runs SQL or reads tables itself.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+/routes\\.ts$' },
      to: { path: '(^apps/server/src/modules/.+/repository\\.ts$|^apps/server/src/db/schema/)' },
    },
    {
      name: 'server-services-do-not-import-routes',
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+/service\\.ts$' },
      to: { path: '^apps/server/src/modules/.+/routes\\.ts$' },
    },
    {
      name: 'server-repositories-are-the-bottom',
      comment: 'A repository holds SQL: it never imports a service, routes, or the HTTP layer.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+/repository\\.ts$' },
      to: { path: '(^apps/server/src/modules/.+/(service|routes)\\.ts$|^apps/server/src/http/)' },
    },
    {
      name: 'server-services-and-repositories-import-no-http',
      comment:
        'Services, repositories and the rules beside them throw DomainError and take the borrower from domain/; ' +
        "only the files that face HTTP (routes.ts, a module folder's staff.ts, *-route.ts, *-page.ts, *-form.ts, image-file.ts, " +
        "ops' products.ts) import http/.",
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/',
        pathNot:
          '(/routes|-route|-page|-form|/image-file)\\.ts$|^apps/server/src/modules/([^/]+/staff|ops/products)\\.ts$|\\.test\\.ts$',
      },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'server-only-app-builds-providers',
      comment:
        'app.ts picks and builds every provider (a sandbox, a real adapter) and hands it to the services; ' +
        'a module names only the interface. Tests build their own.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: '^apps/server/src/(app\\.ts$|providers/|test/)|\\.test\\.ts$',
      },
      to: {
        path: '^apps/server/src/providers/[^/]+/(sandbox|folder-)[^/]*\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-one-shape-per-module',
      comment:
        'Sub-domains are folders (modules/loan/details/routes.ts), not file-name prefixes (details-routes.ts).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+/[^/]+-(routes|service|repository)\\.ts$' },
      to: {},
    },
    {
      name: 'server-lower-layers-import-no-modules',
      comment: 'http, db, providers, shared and domain serve every module and import none.',
      severity: 'error',
      from: { path: '^apps/server/src/(http|db|providers|shared|domain)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-shared-stands-on-db-only',
      comment: 'shared/ (masking, HTML, texts, session SQL) needs only the database and domain/.',
      severity: 'error',
      from: { path: '^apps/server/src/shared/' },
      to: { path: '^apps/server/src/(http|providers|staff-cli)/' },
    },
    {
      name: 'server-db-is-the-bottom',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(http|providers|shared|staff-cli)/' },
    },
    {
      name: 'staff-cli-talks-through-the-contract',
      comment:
        'The staff command line is a client of the ops API: it never opens the database or the server code, ' +
        'only the demo token file the server writes.',
      severity: 'error',
      from: { path: '^apps/server/src/staff-cli/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/(staff-cli/|shared/ops-token-file\\.ts$)' },
    },
    {
      name: 'nothing-imports-the-staff-cli',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/staff-cli/' },
      to: { path: '^apps/server/src/staff-cli/' },
    },
    {
      name: 'server-test-helpers-live-in-test-folders',
      comment: 'Fixtures and test kits live in apps/server/src/test/, not among the production files.',
      severity: 'error',
      from: {
        path: '^apps/server/src/.*(test-kit|test-helper|fixture)[^/]*\\.ts$|^apps/server/src/.+/test-[^/]*\\.ts$',
        pathNot: '(^apps/server/src/test/|\\.test\\.ts$)',
      },
      to: {},
    },
    {
      name: 'production-imports-no-test-code',
      comment: 'Production files never import a test, a test helper or a test kit.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: '(\\.test\\.tsx?$|/test/|test-kit|/mocks/|mock-)' },
      to: { path: '(\\.test\\.tsx?$|/test/|test-kit|test-helpers|^apps/server/src/.+/test-[^/]*\\.ts$)' },
    },
    // Server rendering (pages/) is a client of the API, answered in-process by its own routes.
    {
      name: 'server-modules-do-not-import-pages',
      comment: 'A module answers the API; the pages call it like a browser would, never the other way.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/pages/' },
    },
    {
      name: 'server-pages-read-no-tables',
      comment:
        "A page's data comes through the API's own routes (pages/page-http.ts): the same checks as the " +
        "browser's call, never a module's repository or the database.",
      severity: 'error',
      from: { path: '^apps/server/src/pages/' },
      to: { path: '(^apps/server/src/modules/.+/repository\\.ts$|^apps/server/src/db/)' },
    },
    // The web app's rooms (ARCHITECTURE.md, The layout).
    {
      name: 'web-only-api-files-use-the-http-clients',
      comment: 'A feature makes each server call in its own api/<call>.ts; screens and hooks call those.',
      severity: 'error',
      from: {
        path: '^apps/web/src/features/',
        pathNot: '(/api/[^/]+\\.ts$|\\.test\\.tsx?$)',
      },
      to: { path: '^apps/web/src/shared/http/(clients|call-api|call-legacy-api|create-http-client)\\.ts$' },
    },
    {
      name: 'staff-console-stands-apart',
      comment:
        'The staff console (src/staff/) is its own build: it shares only the contract with the borrower app, ' +
        'so no borrower chunk changes with it and it needs none of theirs.',
      severity: 'error',
      from: { path: '^apps/web/src/staff/' },
      // Its tests take their kit from test/, which production code never imports (the rule below).
      to: { path: '^apps/web/src/', pathNot: '^apps/web/src/(staff|test)/' },
    },
    {
      name: 'borrower-app-never-loads-the-staff-console',
      comment: "Borrowers' pages never load the console: only its own entry and the tests import src/staff/.",
      severity: 'error',
      from: { path: '^apps/web/', pathNot: '^apps/web/(src/(staff|test)/|staff/)|\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/staff/' },
    },
    {
      name: 'web-production-imports-no-test-folder',
      comment: 'apps/web/src/test/ holds the test kits and helpers: only tests and test/ itself import it.',
      severity: 'error',
      from: {
        path: '^apps/web/src/',
        pathNot: '(\\.test\\.tsx?$|^apps/web/src/test/)',
      },
      to: { path: '^apps/web/src/test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
