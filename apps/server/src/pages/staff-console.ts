import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { nothingHere } from './not-found.ts';
import type { SendPage } from './send-page.ts';

const PREFIX = '/staff';
const ASSETS = `${PREFIX}/assets/`;

/**
 * The staff console (PRODUCT.md §18), its own build in dist/staff/: its page at /staff and at every
 * address under it (the console routes in the browser), its hashed assets kept a year. Borrowers'
 * pages never load it. The page itself holds no data: the console asks the ops API after sign-in.
 */
export const registerStaffConsole = (app: FastifyInstance, config: Config, send: SendPage) => {
  const dist = join(config.webDist, 'staff');
  const indexFile = join(dist, 'index.html');
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(ASSETS)) return send(reply, page);
    let file: string;
    try {
      file = normalize(decodeURIComponent(path.slice(ASSETS.length)));
    } catch {
      return nothingHere(request, reply);
    }
    // The static files' own sender (its year-long cache for /assets/, its .br and .gz): only a file
    // that exists right under the console's assets, never the app's not-found page for a missing one.
    if (file.includes('..') || file.includes('/') || !existsSync(join(dist, 'assets', file))) {
      return nothingHere(request, reply);
    }
    if (typeof reply.sendFile !== 'function') return nothingHere(request, reply);
    return reply.sendFile(`staff/assets/${file}`);
  };

  app.get(PREFIX, serve);
  app.get(`${PREFIX}/*`, serve);
};
