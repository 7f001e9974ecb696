// Lighthouse mobile (default profile) performance of the floor (static HTML, one heading), a bare
// React page and the budgeted screens, in one run, with the screens' data from the real server: a
// logged-in borrower, an offer, an order, a due loan. Add `--slow` for the harsher profile of
// ARCHITECTURE.md (300 ms RTT, 700 kbit/s, CPU ×6).
// Usage: npm run build && npx tsx bench/lighthouse.ts [--slow] [--only=/wucheng,/h5/register] [--all]
// (fetches lighthouse@12 with npx; `--only` measures those pages, always beside the floor and bare React;
// `--all` adds every other declared screen, in English with the screen walks' data: about 40 minutes a
// profile)
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  applyForLoan,
  bindAccount,
  borrowerPath,
  loginBorrower,
  paidOutLoan,
  runOps,
} from '../e2e/support/api.ts';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { declaredScreens, prepareScreenData, screenUrl } from '../e2e/support/screens.ts';
import { startServer } from '../e2e/support/server.ts';
import { serveBaselines } from './baselines.ts';

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

/** More pages by name (`--page name=/path?query`, repeatable): a later screen measured in the same run. */
const extraPages = (base: string) =>
  Object.fromEntries(
    process.argv
      .filter((arg) => arg.startsWith('--page='))
      .map((arg) => {
        // The name ends at the first '=': the path's own query has more.
        const spec = arg.slice('--page='.length);
        const at = spec.indexOf('=');
        return [spec.slice(0, at), `${base}${spec.slice(at + 1)}`];
      }),
  );

type LighthouseResult = {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
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
const baselines = await serveBaselines();
const out = await mkdtemp(join(tmpdir(), 'lighthouse-'));
const lcpSeconds = (result: LighthouseResult) =>
  (result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
try {
  const borrower = await loginBorrower(server);
  // An application needs a payout account first.
  await bindAccount(server, borrower);
  const orderId = await applyForLoan(server, borrower, '1');
  const repaying = await paidOutLoan(server, '1');
  await runOps(server, ['shift', repaying.orderId, '--days', '91']);
  const due = { orderId: repaying.orderId, productId: '1' };
  const pages: Record<string, string> = {
    floor: baselines.floor,
    'bare React': baselines.bareReact,
    '/waffleLemo': `${server.baseUrl}${borrowerPath('/waffleLemo', await loginBorrower(server), { productId: '1' })}`,
    // A product of two terms: the amount and term choice on the product page.
    '/wucheng': `${server.baseUrl}${borrowerPath('/wucheng', borrower, { productId: '3' })}`,
    '/squidChive': `${server.baseUrl}${borrowerPath('/squidChive', borrower, { orderId, productId: '1' })}`,
    '/chiaJellyL': `${server.baseUrl}${borrowerPath('/chiaJellyL', borrower, { productId: '1' })}`,
    '/sunflowerP': `${server.baseUrl}${borrowerPath('/sunflowerP', repaying.session, due)}`,
    // Everything held about a borrower with a loan, and the request page outside the app.
    '/myData': `${server.baseUrl}${borrowerPath('/myData', repaying.session)}`,
    '/dataRequest': `${server.baseUrl}/dataRequest`,
    '/ussdPin': `${server.baseUrl}${borrowerPath('/ussdPin', repaying.session)}`,
    // The channel app at its real paths: the landing an advert links to, and the card store.
    '/h5/register': `${server.baseUrl}/h5/register?id=1&user_from=fb&app_from=ad1&utm_tag=spring`,
    '/h5/borrowDetail': `${server.baseUrl}/h5${borrowerPath('/borrowDetail', repaying.session, due)}`,
    ...extraPages(server.baseUrl),
  };
  if (process.argv.includes('--all')) {
    const data = await prepareScreenData(server);
    for (const screen of await declaredScreens()) {
      const name = screen.group === 'channel' ? `/h5${screen.path}` : screen.path;
      pages[name] ??= `${server.baseUrl}${screenUrl(screen, 'en', data)}`;
    }
  }
  console.log(
    `Lighthouse ${slow ? 'harsh profile' : 'mobile default profile'}, performance, median of ${RUNS}`,
  );
  const only = process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const measured = Object.entries(pages).filter(
    ([name]) => !only || name === 'floor' || name === 'bare React' || only.includes(name),
  );
  let bare = Number.NaN;
  let floor = Number.NaN;
  for (const [name, url] of measured) {
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url, join(out, `${i}.json`)));
    // The median run by score, as Lighthouse's docs advise on a noisy machine.
    const byScore = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const median = byScore[Math.floor(RUNS / 2)];
    if (!median) continue;
    const lcp = lcpSeconds(median);
    if (name === 'bare React') bare = lcp;
    if (name === 'floor') floor = lcp;
    const metric = (id: string) => median.audits[id]?.displayValue ?? '?';
    const scores = runs.map((r) => Math.round(r.categories.performance.score * 100)).join('/');
    const ratio =
      Number.isNaN(bare) || name === 'bare React'
        ? ''
        : `  LCP ÷ bare React ${(lcp / bare).toFixed(2)}, ÷ floor ${(lcp / floor).toFixed(2)}`;
    console.log(
      `${name.padEnd(28)} scores ${scores}  median: FCP ${metric('first-contentful-paint')}  ` +
        `LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  ` +
        `TTI ${metric('interactive')}  ` +
        `CLS ${metric('cumulative-layout-shift')}${ratio}`,
    );
  }
} finally {
  await rm(out, { recursive: true, force: true });
  await baselines.close();
  await server.stop();
}
