import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { devScreens } from '@tz-loan/contract/dev/calls';
import type { AppFeature } from '@tz-loan/contract/platform/bridge';
import { CATALOG_PATH, isLanguage } from '@tz-loan/contract/platform/language';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { Config } from '../config.ts';
import { route } from '../http/route.ts';
import { loadBundle, readPage } from './built-pages.ts';
import { channelPlainPage, registerChannelPage } from './channel-page.ts';
import { nothingHere, registerNotFound } from './not-found.ts';
import { CHANNEL_ENTRY, readManifest } from './page-assets.ts';
import { screenRenderer } from './render-screen.ts';
import { registerScreenRoutes, servedScreenPaths } from './screen-routes.ts';
import { pageSender } from './send-page.ts';
import { registerStaffConsole } from './staff-console.ts';

/**
 * Serves the built web app: one GET route per screen the app serves in this mode, and the channel
 * app's screens under `/h5`, rendered on the server with their data; the host. Hashed assets are
 * cached for a year; pages are never stored, since they carry a borrower's data.
 */
export const registerPages = async (app: FastifyInstance, config: Config) => {
  const features: AppFeature[] = [];
  if (config.features.devPages) features.push('dev');
  if (config.features.host) features.push('host');
  const appPage = readPage(config.webDist, 'index.html', features);
  const hostPage = readPage(config.webDist, 'host.html', features);
  const channelPage = readPage(config.webDist, 'h5/index.html', features);
  const bundle = appPage || channelPage ? await loadBundle(config) : null;
  const send = pageSender(config);

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
      // A folder (the site's home, `/`) is a page, never a listing: a client that asks for no
      // compression got 403 for `/` from the static files.
      allowedPath: (pathName) =>
        !pathName.endsWith('/') && !pathName.endsWith('.html') && !pathName.startsWith('/.vite'),
    });
  }

  if (config.features.host) app.get('/host', (_request, reply) => send(reply, hostPage));
  // The developer pages' names of the screens: the browser's build leaves them out of its code.
  if (config.features.devApi) {
    route(app, devScreens, { auth: false }, async () => ({
      screens: (bundle?.declaredScreens?.() ?? []).map(({ path, name, group }) => ({ path, name, group })),
    }));
  }
  // A rendered page carries only the messages its screen showed: the rest of its language's catalog is
  // asked for here after the first paint. Every build may change it: kept an hour at most.
  app.get(`${CATALOG_PATH}/:file`, async (request, reply) => {
    const language = (request.params as { file: string }).file.replace(/\.json$/, '');
    if (!isLanguage(language) || !bundle?.catalogFor) return nothingHere(request, reply);
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/json; charset=utf-8')
      .send(await bundle.catalogFor(language));
  });
  const manifest = readManifest(config.webDist);
  const renderInputs = {
    renderer: bundle?.renderPage ?? null,
    manifest,
    dist: config.webDist,
    features,
    send,
  };
  if (channelPage) {
    const plainPage = channelPlainPage(channelPage, bundle?.catalogFor);
    registerChannelPage(
      app,
      async (request, reply) => send(reply, await plainPage(request)),
      screenRenderer(app, { ...renderInputs, appPage: channelPage, entry: CHANNEL_ENTRY, plainPage }),
    );
  } else {
    const notBuilt: RouteHandlerMethod = (_request, reply) => send(reply, null);
    registerChannelPage(app, notBuilt, notBuilt);
  }
  registerStaffConsole(app, config, send);

  if (!appPage) {
    registerNotFound(app, (_request, reply) => send(reply, null));
    return;
  }
  const render = screenRenderer(app, { ...renderInputs, appPage });
  registerScreenRoutes(app, servedScreenPaths(bundle?.declaredScreens?.() ?? [], features), render);
  registerNotFound(app, render);
};
