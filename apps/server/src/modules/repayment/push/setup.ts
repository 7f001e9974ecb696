import type { FastifyInstance } from 'fastify';
import type { SandboxWallet } from '../../../providers/mobile-money/sandbox-wallet.ts';
import { every } from '../../../shared/every.ts';

const SANDBOX_SWEEP_MS = 1_000;
const STATUS_SWEEP_MS = 30_000;

/** The sandbox wallet's own clock: prompts time out, callbacks not yet taken are posted again. */
export const runSandboxWallet = (app: FastifyInstance, wallet: SandboxWallet) =>
  every(app, 'sandbox wallet', SANDBOX_SWEEP_MS, wallet.sweep);

/** Asks the wallet about pushes whose callback has not come. */
export const runPushStatusSweep = (app: FastifyInstance, sweep: () => Promise<unknown>) =>
  every(app, 'push status', STATUS_SWEEP_MS, sweep);
