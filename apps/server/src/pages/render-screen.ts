import type { AppFeature } from '@tz-loan/contract/platform/bridge';
import { CATALOG_PATH } from '@tz-loan/contract/platform/language';
import type { PageRenderer } from '@tz-loan/contract/platform/page-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  assetTags,
  ENTRY,
  entryAssetsOf,
  type Manifest,
  readStyleSheets,
  screenAssetsOf,
} from './page-assets.ts';
import { pageHtml, ROOT_ELEMENT, withoutEntryTags } from './page-html.ts';
import { pageHttp } from './page-http.ts';
import type { SendPage } from './send-page.ts';

const isMockPage = (request: FastifyRequest) => /[?&]mock=1(&|$)/.test(request.url);

type RenderInputs = {
  /** The built page a screen is rendered into. */
  appPage: string;
  /** Its entry's key in the build's manifest: the borrower app's by default. */
  entry?: string;
  /** The page sent when no screen is rendered (mock mode, a failed render): the built page by default. */
  plainPage?: (request: FastifyRequest) => Promise<string> | string;
  renderer: PageRenderer | null;
  manifest: Manifest;
  dist: string;
  features: AppFeature[];
  send: SendPage;
};

/**
 * Sends the screen of a request's URL rendered with its data (the first response shows it); mock
 * mode, and a build without the rendering entry, get the page the browser renders.
 */
export const screenRenderer = (
  app: FastifyInstance,
  {
    appPage,
    entry = ENTRY,
    plainPage = () => appPage,
    renderer: bundleRenderer,
    manifest,
    dist,
    features,
    send,
  }: RenderInputs,
) => {
  const entryAssets = entryAssetsOf(manifest, entry);
  // A rendered page names the entry it loads after its paint: without the build's manifest, the
  // browser renders every screen.
  const renderer = appPage.includes(ROOT_ELEMENT) && entryAssets.js.length > 0 ? bundleRenderer : null;
  const screenAssets = screenAssetsOf(manifest, withoutEntryTags(appPage), entry);
  const styleSheet = readStyleSheets(dist);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderer || isMockPage(request)) return send(reply, await plainPage(request));
    try {
      const rendered = await renderer({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        http: pageHttp(app, request),
        features,
        language: request.language,
        userAgent: request.headers['user-agent'] ?? '',
        onError: (err) => request.log.error({ err }, 'a part of the page failed to render on the server'),
      });
      // The app starts after the first paint, and the screen with it: both are fetched together then.
      const started = screenAssets(entry);
      // The screen's, and those of the parts it rendered with code of their own (a dialog shown on load).
      const shown = [rendered.module, ...(rendered.parts ?? [])].flatMap((module) =>
        module ? [screenAssets(module)] : [],
      );
      const tags = assetTags(
        entryAssets,
        {
          js: [...new Set([...started.js, ...shown.flatMap((assets) => assets.js)])].filter(
            (js) => !entryAssets.js.includes(js),
          ),
          css: [...new Set([...started.css, ...shown.flatMap((assets) => assets.css)])],
        },
        styleSheet,
        // The page carries the messages its screen showed: the app takes it over with the whole catalog.
        [`${CATALOG_PATH}/${rendered.language}.json`],
      );
      return send(reply, pageHtml(appPage, rendered, tags), rendered.status);
    } catch (err) {
      // The browser can still render the screen itself: a page, never an error, for the borrower.
      request.log.error({ err }, 'rendering the page failed');
      return send(reply, await plainPage(request));
    }
  };
};
