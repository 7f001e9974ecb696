// Lighthouse mobile (default profile) performance of the budgeted screens, with their data from the
// real server: a logged-in borrower, an offer and an order. Add `--slow` for the harsher profile of
// ARCHITECTURE.md (300 ms RTT, 700 kbit/s, CPU ×6).
// Usage: npm run build && npx tsx bench/lighthouse.ts [--slow]   (fetches lighthouse@12 with npx)
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { applyForLoan, bindAccount, borrowerPath, loginBorrower } from '../e2e/support/api.ts';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const run = promisify(execFile);
const slow = process.argv.includes('--slow');
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const SLOW = [
  '--throttling.rttMs=300',
  '--throttling.throughputKbps=700',
  '--throttling.cpuSlowdownMultiplier=6',
];

const RUNS = 3;

type LighthouseResult = {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string }>;
  runtimeError?: { code: string };
};

/** One run; Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run is retried. */
const lighthouse = async (url: string, report: string): Promise<LighthouseResult> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(
        'npx',
        [
          '-y',
          'lighthouse@12',
          url,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
          `--chrome-flags=${CHROME_FLAGS}`,
          ...(slow ? SLOW : []),
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
      );
      const result = JSON.parse(await readFile(report, 'utf8')) as LighthouseResult;
      if (!result.runtimeError) return result;
      if (attempt === 3) throw new Error(`${url}: ${result.runtimeError.code}`);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

const server = await startServer();
const out = await mkdtemp(join(tmpdir(), 'lighthouse-'));
try {
  const borrower = await loginBorrower(server);
  // An application needs a payout account first.
  await bindAccount(server, borrower);
  const orderId = await applyForLoan(server, borrower, '1');
  const screens = {
    '/waffleLemo': borrowerPath('/waffleLemo', await loginBorrower(server), { productId: '1' }),
    '/squidChive': borrowerPath('/squidChive', borrower, { orderId, productId: '1' }),
    '/chiaJellyL': borrowerPath('/chiaJellyL', borrower, { productId: '1' }),
  };
  console.log(`Lighthouse ${slow ? 'slow 3G profile' : 'mobile default profile'}, performance`);
  for (const [name, path] of Object.entries(screens)) {
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await lighthouse(`${server.baseUrl}${path}`, join(out, `${i}.json`)));
    // The median run by score, as Lighthouse's docs advise on a noisy machine.
    const byScore = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const median = byScore[Math.floor(RUNS / 2)];
    const metric = (id: string) => median?.audits[id]?.displayValue ?? '?';
    const scores = runs.map((r) => Math.round(r.categories.performance.score * 100)).join('/');
    console.log(
      `${name.padEnd(12)} scores ${scores}  median: FCP ${metric('first-contentful-paint')}  ` +
        `LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  ` +
        `CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  await rm(out, { recursive: true, force: true });
  await server.stop();
}
