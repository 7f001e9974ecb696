// The one place an e2e file gets its server, its browser and its phone: every file takes them from
// `e2e` below (fixture-rule.test.ts holds the files to it), so each starts, watches and closes them
// the same way.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject, test } from 'vitest';
import { launchBrowser, newPhoneContext } from './browser.ts';
import type { E2eProvided } from './pglite-template.ts';
import { type RunningServer, type ServerOptions, startServer, startServerToExit } from './server.ts';

/** What went wrong on a phone's pages, each kind as it came. */
export type PhoneProblems = {
  pageErrors: string[];
  consoleErrors: string[];
  consoleWarnings: string[];
  /** Answers of 400 and above: `<status> <url>`. */
  failedResponses: string[];
};

export type Phone = { context: BrowserContext; page: Page } & PhoneProblems;

export type OpenPhone = (options?: BrowserContextOptions) => Promise<Phone>;

/** The kinds of problem that fail a test on its `phone` (none unless a file asks). */
export type PhoneChecks = (keyof PhoneProblems)[];

const watch = (context: BrowserContext): PhoneProblems => {
  const problems: PhoneProblems = {
    pageErrors: [],
    consoleErrors: [],
    consoleWarnings: [],
    failedResponses: [],
  };
  context.on('weberror', (error) => problems.pageErrors.push(error.error().message));
  context.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
    if (message.type() === 'warning') problems.consoleWarnings.push(message.text());
  });
  context.on('response', (response) => {
    if (response.status() >= 400) problems.failedResponses.push(`${response.status()} ${response.url()}`);
  });
  return problems;
};

const ALL_PROBLEMS: PhoneChecks = ['pageErrors', 'consoleErrors', 'consoleWarnings', 'failedResponses'];

/** The phone's problems of the `checks` kinds (every kind unless named), each with its kind. */
export const problemsOf = (problems: PhoneProblems, checks: PhoneChecks = ALL_PROBLEMS) =>
  checks.flatMap((kind) => problems[kind].map((problem) => `${kind}: ${problem}`));

export const e2e = test
  /** How the file's `server` starts (`e2e.override({ serverOptions })` at the top of a file). */
  .extend('serverOptions', { scope: 'file' }, {} as ServerOptions)
  .extend('phoneChecks', { scope: 'file' }, [] as PhoneChecks)
  /** Starts further servers (a restart, another mode); each is stopped when the file ends. */
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('startServer', { scope: 'file' }, async ({}, { onCleanup }) => {
    const started: RunningServer[] = [];
    onCleanup(async () => {
      // The newest first: a restarted server shares its data folder with the one before it.
      for (const server of started.reverse()) await server.stop();
    });
    const pgliteTemplate = inject('pgliteTemplate' satisfies E2eProvided);
    return async (options: ServerOptions = {}) => {
      const server = await startServer({ pgliteTemplate, ...options });
      started.push(server);
      return server;
    };
  })
  /** Runs the built server in `env` until it exits by itself (a refusal to start): its status and stderr. */
  .extend('startServerToExit', { scope: 'file' }, () => startServerToExit)
  .extend('server', { scope: 'file' }, async ({ serverOptions, startServer: start }) => start(serverOptions))
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  /** Opens phones that live until the file ends, for journeys that go on from test to test. */
  .extend('openPhone', { scope: 'file' }, async ({ browser, server }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      for (const context of contexts) await context.close();
    });
    const open: OpenPhone = async (options = {}) => {
      const context = await newPhoneContext(browser, server.baseUrl, options);
      contexts.push(context);
      const problems = watch(context);
      return { context, page: await context.newPage(), ...problems };
    };
    return open;
  })
  /** A fresh phone for this test; closed after it, failing it on the file's `phoneChecks`. */
  .extend('phone', async ({ openPhone, phoneChecks }, { onCleanup }) => {
    const phone = await openPhone();
    onCleanup(async () => {
      await phone.context.close();
      const problems = problemsOf(phone, phoneChecks);
      if (problems.length > 0) throw new Error(`problems on the phone:\n${problems.join('\n')}`);
    });
    return phone;
  });
