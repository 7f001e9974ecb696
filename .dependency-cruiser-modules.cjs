/**
 * Module boundaries between the server's domains, checked on the production code alone (the tests
 * import across every folder, as they should). Run by `npm test` beside .dependency-cruiser.cjs.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'server-module-cycles',
      comment: 'Domains depend one way: two modules never import each other, however indirectly.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/([^/]+)' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/$1(/|$)', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: '(node_modules|dist)/|\\.test\\.tsx?$|/test/' },
  },
};
