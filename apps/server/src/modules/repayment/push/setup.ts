import type { FastifyInstance } from 'fastify';
import type { SandboxWallet } from '../../../providers/mobile-money/sandbox-wallet.ts';

const SANDBOX_SWEEP_MS = 1_000;
const STATUS_SWEEP_MS = 30_000;

/** Runs `pass` every `everyMs` while the app is up, never two at once, and waits for it on close. */
export const every = (app: FastifyInstance, name: string, everyMs: number, pass: () => Promise<unknown>) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= pass()
      .catch((err) => app.log.error({ err }, `${name}: pass failed; retrying`))
      .finally(() => (running = undefined));
    return running;
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), everyMs).unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
  return tick;
};

/** The sandbox wallet's own clock: prompts time out, callbacks not yet taken are posted again. */
export const runSandboxWallet = (app: FastifyInstance, wallet: SandboxWallet) =>
  every(app, 'sandbox wallet', SANDBOX_SWEEP_MS, wallet.sweep);

/** Asks the wallet about pushes whose callback has not come. */
export const runPushStatusSweep = (app: FastifyInstance, sweep: () => Promise<unknown>) =>
  every(app, 'push status', STATUS_SWEEP_MS, sweep);
