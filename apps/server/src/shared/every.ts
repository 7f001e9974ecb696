import type { FastifyInstance } from 'fastify';

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
