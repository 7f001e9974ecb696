import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { APP_FEATURES_META, type AppFeature } from '@tz-loan/contract/bridge';
import { API_BASE } from '@tz-loan/contract/constants';
import { devScreens } from '@tz-loan/contract/dev';
import { Code } from '@tz-loan/contract/envelope';
import { CATALOG_PATH, isLanguage, type Language } from '@tz-loan/contract/language';
import {
  BOOT_ELEMENT_ID,
  type CatalogReader,
  type ChannelBoot,
  type DeclaredScreen,
  type PageRenderer,
} from '@tz-loan/contract/page-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { route } from '../http/route.ts';
import { defineMessages, say } from '../shared/i18n.ts';
import {
  assetTags,
  ENTRY,
  entryAssetsOf,
  readManifest,
  readStyleSheets,
  screenAssetsOf,
} from './page-assets.ts';
import { pageHtml, ROOT_ELEMENT, scriptJson } from './page-html.ts';
import { pageHttp } from './page-http.ts';

const TEXTS = defineMessages({
  nothingHere: { en: 'There is nothing at this address', sw: 'Hakuna kitu kwenye anwani hii' },
  testSystem: {
    en: 'Test system: no real money',
    sw: 'Mfumo wa majaribio: hakuna pesa halisi',
  },
});
const NOTHING_HERE = TEXTS.nothingHere;

/**
 * Production on the sandbox providers says so on every page, above the app (outside its root, so a
 * rendered page still hydrates as it was rendered).
 */
const withTestSystemBanner = (html: string, language: Language) => {
  const banner =
    '<p role="note" data-test-system style="margin:0;padding:6px 12px;background:#7a2e0e;color:#fff;' +
    `font:600 14px/1.4 system-ui,sans-serif;text-align:center">${say(TEXTS.testSystem, language)}</p>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}${banner}`);
};

const readPage = (dist: string, file: string, features: AppFeature[]) => {
  const path = join(dist, file);
  if (!existsSync(path)) return null;
  // The built pages carry a features meta tag; the server says which are on in this mode.
  return readFileSync(path, 'utf8').replace(
    new RegExp(`(<meta name="${APP_FEATURES_META}" content=")[^"]*(")`),
    `$1${features.join(',')}$2`,
  );
};

type RenderBundle = {
  renderPage: PageRenderer;
  catalogFor?: CatalogReader;
  declaredScreens?: () => DeclaredScreen[];
};

/** The web app's server-rendering entry, when it is built. */
const loadBundle = async (config: Config): Promise<RenderBundle | null> => {
  const entry = join(config.webSsr, 'render-page.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as RenderBundle;
};

/**
 * The channel app's page with the catalog of the reader's language (the `language` before the `#`,
 * else Accept-Language) as data, as a rendered page carries it: no script of texts on the first load.
 */
const withCatalog = async (page: string, language: Language, catalogFor: CatalogReader) => {
  const boot: ChannelBoot = { language, catalog: await catalogFor(language) };
  const script = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`;
  return page
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace('</body>', () => `${script}</body>`);
};

const isMockPage = (request: FastifyRequest) => /[?&]mock=1(&|$)/.test(request.url);

/**
 * Serves the built web app. A screen is rendered on the server with its data (the first response
 * shows it); mock mode, and a build without the rendering entry, send the page the browser renders.
 * Hashed assets are cached for a year; pages are never stored, since they carry a borrower's data.
 */
export const registerWebPages = async (app: FastifyInstance, config: Config) => {
  const features: AppFeature[] = [];
  if (config.features.devPages) features.push('dev');
  if (config.features.host) features.push('host');
  const appPage = readPage(config.webDist, 'index.html', features);
  const hostPage = readPage(config.webDist, 'host.html', features);
  const channelPage = readPage(config.webDist, 'h5/index.html', features);
  const bundle = appPage || channelPage ? await loadBundle(config) : null;
  const manifest = readManifest(config.webDist);
  const entryAssets = entryAssetsOf(manifest);
  // A rendered page names the entry it loads after its paint: without the build's manifest, the
  // browser renders every screen.
  const renderer =
    appPage?.includes(ROOT_ELEMENT) && entryAssets.js.length > 0 ? (bundle?.renderPage ?? null) : null;
  const screenAssets = appPage ? screenAssetsOf(manifest, appPage) : null;
  const styleSheet = readStyleSheets(config.webDist);

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
      .header('Cache-Control', 'no-store')
      .send(config.testSystem ? withTestSystemBanner(html, reply.request.language) : html);
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply, page: string) => {
    if (!renderer || !screenAssets || isMockPage(request)) return sendHtml(reply, page);
    try {
      const rendered = await renderer({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        http: pageHttp(app, request),
        features,
        language: request.language,
        onError: (err) => request.log.error({ err }, 'a part of the page failed to render on the server'),
      });
      // The app starts after the first paint, and the screen with it: both are fetched together then.
      const started = screenAssets(ENTRY);
      const screen = rendered.module ? screenAssets(rendered.module) : { js: [], css: [] };
      const tags = assetTags(
        entryAssets,
        {
          js: [...new Set([...started.js, ...screen.js])].filter((js) => !entryAssets.js.includes(js)),
          css: [...new Set([...started.css, ...screen.css])],
        },
        styleSheet,
        // The page carries the messages its screen showed: the app takes it over with the whole catalog.
        [`${CATALOG_PATH}/${rendered.language}.json`],
      );
      return sendHtml(reply, pageHtml(page, rendered, tags), rendered.status);
    } catch (err) {
      // The browser can still render the screen itself: a page, never an error, for the borrower.
      request.log.error({ err }, 'rendering the page failed');
      return sendHtml(reply, page);
    }
  };

  if (config.features.host) app.get('/host', (_request, reply) => sendHtml(reply, hostPage));
  // The developer pages' names of the screens: the browser's build leaves them out of its code.
  if (config.features.devApi) {
    route(app, devScreens, { auth: false }, async () => ({
      screens: (bundle?.declaredScreens?.() ?? []).map(({ path, name, group }) => ({ path, name, group })),
    }));
  }
  // The channel app (PRODUCT.md §13, §14) is borrower-facing: served in every mode. Its routes are in
  // the hash, which never reaches the server, so the browser renders every screen of it. The router
  // ignores a trailing slash: this is `/h5` too. `/h5/<route>` is the same page, for a return address
  // that cannot carry a hash (the pay page's): the app moves the route into the hash.
  const sendChannelPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!channelPage || !bundle?.catalogFor) return sendHtml(reply, channelPage);
    try {
      return sendHtml(reply, await withCatalog(channelPage, request.language, bundle.catalogFor));
    } catch (err) {
      // The browser then fetches the catalog itself.
      request.log.error({ err }, 'the catalog for the channel app could not be read');
      return sendHtml(reply, channelPage);
    }
  };
  // A rendered page carries only the messages its screen showed: the rest of its language's catalog is
  // asked for here after the first paint. Every build may change it: kept an hour at most.
  app.get(`${CATALOG_PATH}/:file`, async (request, reply) => {
    const language = (request.params as { file: string }).file.replace(/\.json$/, '');
    if (!isLanguage(language) || !bundle?.catalogFor) {
      return reply.status(404).send({ code: Code.notFound, message: say(NOTHING_HERE, request.language) });
    }
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/json; charset=utf-8')
      .send(await bundle.catalogFor(language));
  });
  app.get('/h5/', sendChannelPage);
  app.get('/h5/*', sendChannelPage);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !path.startsWith(`${API_BASE}/`) && !path.startsWith('/assets/');
    if (!isPage) {
      return reply.status(404).send({ code: Code.notFound, message: say(NOTHING_HERE, request.language) });
    }
    if (!appPage) return sendHtml(reply, null);
    return renderPage(request, reply, appPage);
  });
};
