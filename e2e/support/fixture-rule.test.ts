import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureViolations } from './fixture-rule.ts';
import { REPO_ROOT } from './server.ts';

const E2E = join(REPO_ROOT, 'e2e');
const testFiles = readdirSync(E2E, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.test.ts') && !file.startsWith('support/'),
);

describe('every e2e file takes its server, browser and phone from the shared fixture', () => {
  it('finds the e2e files', () => {
    expect(testFiles.length).toBeGreaterThan(10);
  });

  it.each(testFiles)('%s', (file) => {
    expect(fixtureViolations(readFileSync(join(E2E, file), 'utf8'))).toEqual([]);
  });

  it('catches a file that starts its own server and launches its own Chromium', () => {
    const violation = [
      "import { chromium } from 'playwright-core';",
      "import { type RunningServer, startServer } from './support/server.ts';",
      "import { launchBrowser, waitForSettled } from './support/browser.ts';",
      "import { spawnSync } from 'node:child_process';",
      "const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });",
      "spawnSync(process.execPath, ['apps/server/dist/server.js']);",
    ].join('\n');
    expect(fixtureViolations(violation)).toEqual([
      'starts a server itself (take `server` or `startServer` from the fixture)',
      'opens a browser or a phone itself (take `browser`, `phone` or `openPhone` from the fixture)',
      'imports Playwright (types only)',
      'launches a browser itself',
      'runs processes itself (the server through the fixture, the staff CLI through support/api.ts)',
      'runs the server build itself',
    ]);
  });

  it('lets a file take them from the fixture and name Playwright types', () => {
    const allowed = [
      "import type { Frame, Page } from 'playwright-core';",
      "import { type RunningServer } from './support/server.ts';",
      "import { waitForSettled } from './support/browser.ts';",
      "import { e2e } from './support/fixture.ts';",
      "e2e('a journey', async ({ phone, startServer }) => { await startServer({ env: {} }); });",
    ].join('\n');
    expect(fixtureViolations(allowed)).toEqual([]);
  });
});
