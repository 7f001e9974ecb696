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
      comment: 'Tests may render the whole app around a feature.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: '\\.test\\.tsx?$' },
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
      comment: 'Mock mode serves the contract from data alone; it must not drag screens or UI in.',
      severity: 'error',
      from: { path: '^apps/web/src/mocks/' },
      to: { path: '^apps/web/src/(app|features|host|shared)/' },
    },
    {
      name: 'server-modules-talk-through-services',
      comment: "A module never reaches into another module's repository.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/[^/]+/repository', pathNot: '^apps/server/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
