import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_FEATURES_META, type AppFeature } from '@tz-loan/contract/bridge';
import { API_BASE } from '@tz-loan/contract/constants';
import { Code } from '@tz-loan/contract/envelope';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { pagesWithPreloads } from './page-preloads.ts';

const DEV_PATHS = new Set(['/test', '/testPreview']);

const readPage = (dist: string, file: string, features: AppFeature[]) => {
  const path = join(dist, file);
  if (!existsSync(path)) return null;
  // The built pages carry a features meta tag; the server says which are on in this mode.
  return readFileSync(path, 'utf8').replace(
    new RegExp(`(<meta name="${APP_FEATURES_META}" content=")[^"]*(")`),
    `$1${features.join(',')}$2`,
  );
};

/** Serves the built web app: hashed assets cached for a year, HTML pages never cached. */
export const registerWebPages = async (app: FastifyInstance, config: Config) => {
  const features: AppFeature[] = [];
  if (config.features.devPages) features.push('dev');
  if (config.features.host) features.push('host');
  const appPage = readPage(config.webDist, 'index.html', features);
  const hostPage = readPage(config.webDist, 'host.html', features);
  const screenPages = appPage ? pagesWithPreloads(config.webDist, appPage) : new Map<string, string>();

  if (existsSync(config.webDist)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite names every asset by its content hash: it never changes under the same name.
        const immutable = path.includes('/assets/');
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
      allowedPath: (pathName) =>
        !pathName.endsWith('.html') && !pathName.startsWith('/.vite') && pathName !== '/route-preloads.json',
    });
  }

  const sendHtml = (reply: FastifyReply, html: string | null, status = 200) => {
    if (!html) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  };

  if (config.features.host) app.get('/host', (_request, reply) => sendHtml(reply, hostPage));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !path.startsWith(`${API_BASE}/`) && !path.startsWith('/assets/');
    // With the developer pages off, the app itself shows its not-found screen there.
    if (!isPage) {
      return reply.status(404).send({ code: Code.notFound, message: 'There is nothing at this address' });
    }
    if (DEV_PATHS.has(path) && !config.features.devPages) return sendHtml(reply, appPage, 404);
    return sendHtml(reply, screenPages.get(path) ?? appPage);
  });
};
