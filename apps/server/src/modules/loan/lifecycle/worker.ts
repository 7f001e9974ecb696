import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import type { LifecycleService } from './service.ts';

export const WORKER_INTERVAL_MS = 2_000;

/**
 * The demo policy (PRODUCT.md §5): approves orders under review and pays out approved ones once they
 * have waited the configured delay. Every API process may run one; each order is taken by one only.
 */
export const createLifecycleWorker = (
  lifecycle: Pick<LifecycleService, 'autoApprove' | 'autoPayout'>,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  intervalMs = WORKER_INTERVAL_MS,
) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = async () => {
    try {
      const onError = (orderId: number, err: unknown) =>
        log.error({ err, orderId }, 'lifecycle: order not moved; retrying on the next tick');
      const approved = await lifecycle.autoApprove(onError);
      const settled = await lifecycle.autoPayout(onError);
      if (approved || settled) log.info({ approved, settled }, 'lifecycle: demo policy applied');
    } catch (err) {
      log.error({ err }, 'lifecycle: demo policy failed; retrying on the next tick');
    }
  };

  return {
    /** Runs one pass now; a pass still running is not overlapped but awaited. */
    tick: (): Promise<void> => {
      if (!running) running = tick().finally(() => (running = undefined));
      return running;
    },
    start() {
      if (timer) return;
      // unref: the timer alone never keeps the process alive; the server's listener does.
      timer = setInterval(() => {
        if (!running) void this.tick();
      }, intervalMs).unref();
    },
    /** Stops the timer and waits for a pass in flight, so the database is closed after it. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};

/** Runs the worker with the app when a delay is configured; stops it before the database closes. */
export const registerLifecycleWorker = (
  app: FastifyInstance,
  lifecycle: Pick<LifecycleService, 'autoApprove' | 'autoPayout'>,
  settings: Config['lifecycle'],
) => {
  if (settings.autoApproveAfterMs === null && settings.autoPayoutAfterMs === null) return;
  const worker = createLifecycleWorker(lifecycle, app.log);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', () => worker.stop());
};
