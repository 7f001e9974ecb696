// `npm test`: every layer, in order of speed — lint and types, unit, server on PGlite (and on
// PostgreSQL when DATABASE_URL is set), components, then browser journeys on the built app.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './prepare.mjs';

const CHROMIUM = '/usr/bin/chromium';
const reports = join(root, '.tmp/test-reports');
const failures = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

const step = (name, command, args, env) => {
  console.log(`\n── ${name} ──`);
  const status = run(command, args, { env: { ...process.env, ...env } });
  if (status !== 0) failures.push(name);
};

const vitest = (name, projects) => {
  const output = join(reports, `${name}.json`);
  step(name, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (!existsSync(output)) return;
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
};

const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return true;
  const install = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing Debian's package (${install})`);
    run('bash', ['-c', `DEBIAN_FRONTEND=noninteractive ${install}`]);
  }
  if (existsSync(CHROMIUM)) return true;
  console.error(`\nChromium is missing. Install it, then run npm test again:\n  sudo ${install}\n`);
  return false;
};

ensureDependencies();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

step('lint and format (Biome)', 'npx', ['biome', 'check', '.']);
step('module boundaries (dependency-cruiser)', 'npx', [
  'depcruise',
  'apps',
  'packages',
  '--config',
  '.dependency-cruiser.cjs',
]);
step('server module boundaries (dependency-cruiser, production code)', 'npx', [
  'depcruise',
  'apps/server',
  '--config',
  '.dependency-cruiser-modules.cjs',
]);
for (const project of ['packages/contract', 'apps/server', 'apps/web', '.']) {
  const config = project === '.' ? 'tsconfig.tools.json' : `${project}/tsconfig.json`;
  step(`type check ${config}`, 'npx', ['tsc', '-p', config]);
}

const serverProjects = ['server-pglite'];
if (process.env.DATABASE_URL) serverProjects.push('server-postgres');
else if (process.env.CI) {
  // CI must prove the PostgreSQL suite and the two-process races: never a silent skip there.
  console.error('\nDATABASE_URL is not set: CI runs the PostgreSQL suite (.ci/run starts PostgreSQL).');
  failures.push('PostgreSQL suite (no DATABASE_URL)');
} else
  console.log(
    '\nPostgreSQL suite skipped: DATABASE_URL is not set (.ci/run sets it when PostgreSQL answers).',
  );
vitest('unit, server and component tests', ['contract', ...serverProjects, 'web']);

ensureBuild({ force: true });
if (ensureChromium()) vitest('browser journeys', ['e2e']);
else failures.push('browser journeys (no Chromium)');

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length) {
  console.error(`Failed: ${failures.join('; ')}`);
  process.exit(1);
}
