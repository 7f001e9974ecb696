// An e2e file takes its server, browser and phone from the shared fixture (fixture.ts), never
// starts or launches its own: these are the ways one would.
const RULES: [RegExp, string][] = [
  [
    /import\s*\{[^}]*\b(startServer|startServerToExit)\b[^}]*\}\s*from\s*'[^']*support\/server(\.ts)?'/,
    'starts a server itself (take `server` or `startServer` from the fixture)',
  ],
  [
    /import\s*\{[^}]*\b(launchBrowser|newPhoneContext)\b[^}]*\}\s*from\s*'[^']*support\/browser(\.ts)?'/,
    'opens a browser or a phone itself (take `browser`, `phone` or `openPhone` from the fixture)',
  ],
  [
    /import\s+(?!type\b)[^;]*from\s*'(playwright|playwright-core|@playwright\/test)'/,
    'imports Playwright (types only)',
  ],
  [/import\s*\(\s*'(playwright|playwright-core|@playwright\/test)'\s*\)/, 'imports Playwright (types only)'],
  [/\b(chromium|firefox|webkit)\s*\.\s*launch/, 'launches a browser itself'],
  [
    /from\s*'(node:)?child_process'/,
    'runs processes itself (the server through the fixture, the staff CLI through support/api.ts)',
  ],
  [/apps\/server\/dist\/server\.js|dist\/server\.js/, 'runs the server build itself'],
];

/** Why `source` (an e2e test file) breaks the fixture rule; empty when it does not. */
export const fixtureViolations = (source: string): string[] =>
  RULES.filter(([pattern]) => pattern.test(source)).map(([, why]) => why);
