// Shared by `npm start` and `npm test`: only Node built-ins here, since it runs before any install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');

export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
};

export const runOrExit = (command, args, options) => {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
};

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules' && name !== 'dist')
      .map((name) => newest(join(path, name))),
  );
};

/** Installs the dependencies when they are missing or older than the lock file. */
export const ensureDependencies = () => {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (
    existsSync(installed) &&
    statSync(installed).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs
  ) {
    return;
  }
  console.log('Installing dependencies (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
};

/** What the build makes, each older than none of its sources. */
const BUILDS = [
  'apps/web/dist/.vite/manifest.json',
  'apps/web/dist-ssr/render-page.js',
  'apps/web/dist/staff/index.html',
  'apps/server/dist/server.js',
];
const SOURCES = [
  'apps/web/src',
  'apps/web/h5',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/host.html',
  'apps/web/vite.config.ts',
  'apps/web/staff',
  'apps/web/staff.vite.config.ts',
  'apps/server/src',
  'apps/server/vite.config.ts',
  'packages/contract/src',
  'package-lock.json',
];

/** Builds the web app (browser and server rendering) and the server unless the builds are newer than every source. */
export const ensureBuild = ({ force = false } = {}) => {
  const built = Math.min(
    ...BUILDS.map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)),
  );
  if (!force && built > Math.max(...SOURCES.map((s) => newest(join(root, s))))) return;
  console.log('Building the web app and the server…');
  runOrExit('npm', ['run', 'build']);
};
