import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';

const stopped = (worker: Worker) =>
  new Promise<void>((resolve) => {
    if (worker.isDead()) return resolve();
    worker.once('exit', () => resolve());
    worker.process.kill('SIGTERM');
  });

const stopAll = () =>
  Promise.all(Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [stopped(worker)] : [])));

/**
 * Runs `processes` API processes on one port with Node's cluster module: the primary accepts each
 * connection and hands it to a worker in turn. The primary prepares what must be done once (migrations,
 * the demo seed, the demo ops token) before any worker starts, starts another worker when one dies, and
 * stops them all on SIGTERM or SIGINT, each finishing its requests. The background loops (outbox,
 * reminders, the sandbox's senders) claim their rows in the database, so they are as safe across these
 * processes as across machines sharing PostgreSQL.
 */
export const runCluster = async (
  processes: number,
  prepare: () => Promise<void>,
  ready: (port: number) => void,
) => {
  await prepare();
  let stopping = false;
  const listened = new Set<number>();
  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    if (listened.size === processes) ready(address.port);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker.id)) {
      // It died before it listened: another would too (its output says why).
      stopping = true;
      console.error('\nAn API process could not start: stopping the others.');
      void stopAll().then(() => process.exit(1));
      return;
    }
    console.error(
      `API process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}): starting another.`,
    );
    cluster.fork();
  });
  for (let i = 0; i < processes; i += 1) cluster.fork();
  closeWithGrace({ delay: 15_000 }, async () => {
    stopping = true;
    await stopAll();
  });
};
