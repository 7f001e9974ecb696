// `npm test`: every layer, in order of speed — lint and types, unit, server on PGlite (and on
// PostgreSQL when DATABASE_URL is set), components, then browser journeys on the built app.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './prepare.mjs';

const CHROMIUM = '/usr/bin/chromium';
const reports = join(root, '.tmp/test-reports');
const failures = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedTests = [];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

const step = (name, command, args, env) => {
  console.log(`\n── ${name} ──`);
  const started = performance.now();
  const status = run(command, args, { env: { ...process.env, ...env } });
  if (status !== 0) failures.push(name);
  console.log(`── ${name}: ${status === 0 ? 'passed' : 'failed'} in ${seconds(started)}`);
};

/**
 * Checks that share nothing, a core each at a time; each one's output is printed whole when it ends,
 * so the log reads as if they had run one after another.
 */
const stepsAtOnce = async (steps) => {
  const queue = [...steps];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, command, args] = next;
      const started = performance.now();
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
      if (status !== 0) failures.push(name);
      console.log(`\n── ${name} ──\n${output.trimEnd()}`);
      console.log(`── ${name}: ${status === 0 ? 'passed' : 'failed'} in ${seconds(started)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
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
  const firstLine = (text = '') => text.trim().split('\n')[0].slice(0, 300);
  for (const file of report.testResults) {
    const where = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${where}: ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (a hook, an import) has no failed test to name.
    if (file.status === 'failed' && failed.length === 0)
      failedTests.push(`${where}\n      ${firstLine(file.message)}`);
  }
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

await stepsAtOnce([
  ['lint and format (Biome)', 'npx', ['biome', 'check', '.']],
  [
    'module boundaries (dependency-cruiser)',
    'npx',
    ['depcruise', 'apps', 'packages', '--config', '.dependency-cruiser.cjs'],
  ],
  [
    'server module boundaries (dependency-cruiser, production code)',
    'npx',
    ['depcruise', 'apps/server', '--config', '.dependency-cruiser-modules.cjs'],
  ],
  ...['packages/contract', 'apps/server', 'apps/web', '.'].map((project) => {
    const config = project === '.' ? 'tsconfig.tools.json' : `${project}/tsconfig.json`;
    return [`type check ${config}`, 'npx', ['tsc', '-p', config]];
  }),
]);

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
// Named again at the very end, where a log cut to its last lines still shows them.
for (const name of failedTests) console.error(`  failed: ${name}`);
if (failures.length) {
  console.error(`Failed: ${failures.join('; ')}`);
  process.exit(1);
}
