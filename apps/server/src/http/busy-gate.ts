import { API_BASE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { defineMessages, say } from '../shared/i18n.ts';

const BUSY = defineMessages({
  busy: {
    en: 'The server is busy. Please try again in a moment',
    sw: 'Mfumo una shughuli nyingi. Tafadhali jaribu tena baada ya muda mfupi',
  },
}).busy;
/** Requests let in per turn of the event loop: enough to keep PGlite busy, few enough to read the sockets often. */
const PER_TURN = 8;

/** The requests that reach the database: the API and the sandbox provider's pages. */
const usesDatabase = (url: string) => url.startsWith(`${API_BASE}/`) || url.startsWith('/sandbox/');

/**
 * A bounded queue in front of the embedded database (PGlite), which runs every query on the main
 * thread. Without it a request ran from start to finish inside the read of its socket, and under more
 * load than PGlite can serve some connections went unread for as long as the load lasted (no answer
 * in 10 s). Here a request that uses the database waits in a queue, and the queue lets a few in per
 * turn of the event loop, so the sockets are read between any two turns; when `maxQueued` wait, one
 * more is answered at once with 503, `Retry-After: 1` and the envelope. PostgreSQL needs no gate: its
 * queries run off the main thread and its pool queues them.
 */
export const registerBusyGate = (app: FastifyInstance, maxQueued: number) => {
  const waiting: (() => void)[] = [];
  let pumping = false;
  const pump = () => {
    if (waiting.length === 0) {
      pumping = false;
      return;
    }
    for (const next of waiting.splice(0, PER_TURN)) next();
    setImmediate(pump);
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!usesDatabase(request.url)) return done();
    if (waiting.length >= maxQueued) {
      reply
        .status(503)
        .header('retry-after', '1')
        .send({ code: Code.unavailable, message: say(BUSY, request.language) });
      return;
    }
    waiting.push(done);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
};
