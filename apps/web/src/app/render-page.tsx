import { Writable } from 'node:stream';
import type { Envelope } from '@tz-loan/contract/platform/envelope';
import {
  type CatalogReader,
  CHANNEL_BASE,
  type DeclaredScreen,
  isChannelPath,
  type PageHttp,
  type PageRenderer,
  routeOf,
} from '@tz-loan/contract/platform/page-render';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { HttpClient, RequestOptions } from '../shared/http/create-http-client.ts';
import { answered, type CallState } from '../shared/http/use-call.ts';
import { catalogMessages, recordingI18n } from '../shared/i18n/language.ts';
import { createPageQuery } from '../shared/query/page-query.ts';
import { emptyHead, type PageScope } from '../shared/scope/page-scope.ts';
import { dataKey } from '../shared/screens/screen-data.ts';
import { App, PageScopeProvider } from './app.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import type { Boot, Notice } from './boot.ts';
import type { AppFeatures } from './features.ts';
import { preloadScreen, screenAt } from './routes.tsx';
import { appScreens, SCREENS } from './screens.ts';

// The server-rendering entry (built by `vite build --ssr`, loaded by the API server at start): the
// screen of one URL with its data, as HTML, and the data for the browser to hydrate it with.

/** The page's HTTP client: the server's in-process one, noting refusals the browser would announce. */
const noting = (http: PageHttp, notices: Notice[]): HttpClient => {
  const send =
    (method: 'get' | 'post') =>
    async <T,>(path: `/${string}`, params?: unknown, options: RequestOptions = {}): Promise<T> => {
      const silent = options.silent ?? false;
      const body = await http[method](path, params as Record<string, unknown>, { silent });
      const code = (body as { code?: unknown } | null)?.code;
      if (code !== 0 && code !== '0' && code !== '00') notices.push({ body, silent });
      return body as T;
    };
  return { get: send('get'), post: send('post') };
};

/** Every declared screen, for the tools that go over them all (the budget test, the benches). */
export const declaredScreens = (): DeclaredScreen[] =>
  SCREENS.map(({ path, name, group = 'borrower', module }) => ({ path, name, group, module }));

/**
 * A language's catalog, for the channel app's page at `/h5/`, whose hash route the server never sees
 * (the browser renders it): the texts come with the page as data rather than as a script.
 */
export const catalogFor: CatalogReader = (language) => catalogMessages(language);

/** A boundary the synchronous render left for the browser: a lazy part not loaded yet, or an error. */
const LEFT_TO_BROWSER = '<!--$!-->';

/**
 * The whole markup, once every lazy part of the screen (a dialog shown on load) is in. The
 * synchronous render serves once each lazy part has been loaded (every render after a screen's
 * first); the streaming one waits for the parts still loading.
 */
const renderHtml = (element: ReactNode, onError?: (error: unknown) => void) => {
  const html = renderToString(element);
  return html.includes(LEFT_TO_BROWSER) ? renderAll(element, onError) : Promise.resolve(html);
};

const renderAll = (element: ReactNode, onError?: (error: unknown) => void) =>
  new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => onError?.(error),
    });
  });

// The server passes the same list on every render: the same set, so the screens of its mode are
// looked up once rather than keyed again per page.
const featureSets = new WeakMap<readonly string[], AppFeatures>();
const featureSet = (list: readonly string[]) => {
  let features = featureSets.get(list);
  if (!features) {
    features = new Set(list) as AppFeatures;
    featureSets.set(list, features);
  }
  return features;
};

export const renderPage: PageRenderer = async ({
  url,
  origin,
  http,
  features: list,
  language,
  userAgent = '',
  onError,
}) => {
  const features = featureSet(list);
  const queryAt = url.indexOf('?');
  // The same text as the browser router's location.pathname and .search for this URL: the data's key.
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : url.slice(queryAt);
  // The channel app's pages are under /h5, its router's basename.
  const channel = isChannelPath(path);
  const pathname = routeOf(path);
  const screen = screenAt(appScreens(features, channel), pathname);
  const notices: Notice[] = [];
  let state: CallState<unknown> | undefined;
  if (screen) {
    const page = await preloadScreen(screen);
    if (page.data) {
      const query = new URLSearchParams(search);
      state = await page.data({ query, http: noting(http, notices) }).then(
        (envelope: Envelope<unknown>) => answered(envelope),
        (): CallState<unknown> => ({ status: 'failed', error: null }),
      );
    }
  }
  const prefetched = state ? { key: dataKey(pathname, search), state } : null;

  // Everything the render reads of its request is in its own scope: renders run at once, and a render
  // waiting for a lazy part never sees another's session, language or title.
  const { i18n, used } = await recordingI18n(language);
  const query = createPageQuery();
  query.keep(search);
  let here: URL | undefined;
  const scope: PageScope = {
    query,
    // Parsed when a screen asks (few do): a URL parse is a thirtieth of a page's render.
    get here() {
      here ??= new URL(url, origin);
      return here;
    },
    head: emptyHead(),
    i18n,
    userAgent,
    parts: new Set(),
  };
  // The page carries the messages its screen showed; the rest of the catalog follows its first paint.
  const html = await renderHtml(
    <StrictMode>
      <PageScopeProvider scope={scope}>
        <AppErrorBoundary>
          <StaticRouter location={url} basename={channel ? CHANNEL_BASE : undefined}>
            <App scope={scope} features={features} prefetched={prefetched} channel={channel} />
          </StaticRouter>
        </AppErrorBoundary>
      </PageScopeProvider>
    </StrictMode>,
    onError,
  );
  const parts = [...(scope.parts ?? [])];
  const boot: Boot = { prefetched, notices, catalog: used, parts };
  const { title, description } = scope.head;
  const module = screen?.module ?? null;
  return { status: screen ? 200 : 404, html, boot, module, parts, title, description, language };
};
