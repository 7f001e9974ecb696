import type { Language } from './language.ts';

// What the server and the web app's server-rendering bundle say to each other. The server loads the
// built bundle at start (it never imports the web app's source) and hands it an HTTP client that runs
// the `/tapi` calls in-process; the bundle renders the screen with their answers.

/** The part of the web app's HTTP client a screen's data needs: GET and POST of a `/tapi` path. */
export type PageHttp = {
  get: (
    path: `/${string}`,
    params?: Record<string, unknown>,
    options?: { silent?: boolean },
  ) => Promise<unknown>;
  post: (
    path: `/${string}`,
    params?: Record<string, unknown>,
    options?: { silent?: boolean },
  ) => Promise<unknown>;
};

export type PageRequest = {
  /** The page's path and query, as the phone asked for it. */
  url: string;
  /** The scheme, host and port the phone asked (what `window.location.origin` will be). */
  origin: string;
  /** The calls of the page, answered in-process by the same routes the API serves. */
  http: PageHttp;
  /** The demo features the server switched on (`dev`, `host`). */
  features: readonly string[];
  /** The language the page is rendered in (PRODUCT.md §16): the server reads it from the request. */
  language: Language;
  /** The request's User-Agent: a screen for the phone's platform renders as the browser will. */
  userAgent?: string;
  /** Told of an error inside the screen: the browser then renders that part itself. */
  onError?: (error: unknown) => void;
};

export type RenderedPage = {
  /** 200, or 404 for a path no screen declares. */
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** What the app needs to hydrate: the screen's data as the server answered it. JSON. */
  boot: unknown;
  /** The screen's module as the client build's manifest names it, or null: its chunks are preloaded. */
  module: string | null;
  /** The modules of the parts with code of their own it rendered (a dialog): fetched with the screen's. */
  parts?: string[];
  /** The document title of the screen. */
  title: string | null;
  /** The page's description for search engines, when the screen has one. */
  description?: string | null;
  /** The language it was rendered in: the page's `lang`, and the catalog the browser loads. */
  language: Language;
};

export type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;

/** The compiled catalog of a language (Lingui messages), as JSON data. */
export type CatalogReader = (language: Language) => Promise<unknown>;

/**
 * What the channel app's page carries in its boot element when no screen is rendered into it (`/h5/`,
 * whose hash route the server never sees): its language's catalog.
 */
export type ChannelBoot = { language: Language; catalog: unknown };

/**
 * Where the channel app (PRODUCT.md §13, §14) is served: its screens at real paths under it
 * (`/h5/register?id=1`), each rendered by the server as the borrower app's are.
 */
export const CHANNEL_BASE = '/h5';

/** Whether a page's path is the channel app's (`/h5`, `/h5/…`). */
export const isChannelPath = (pathname: string): boolean =>
  pathname === CHANNEL_BASE || pathname.startsWith(`${CHANNEL_BASE}/`);

/** A page's path as its app's router sees it: a channel page's without `/h5` (`/register`). */
export const routeOf = (pathname: string): string =>
  isChannelPath(pathname) ? pathname.slice(CHANNEL_BASE.length) || '/' : pathname;

/** The element id of the boot data the server embeds in a rendered page. */
export const BOOT_ELEMENT_ID = 'boot';

/** The calls PRODUCT.md §2 gives to the second HTTP client (`swift`/`eyes`); the first has the rest. */
export const SECOND_CLIENT_PATHS = [
  '/user-problem/',
  '/v3/personal-center/',
  '/api/v1/',
  '/api/v2/',
] as const;

export const usesSecondClient = (path: string): boolean =>
  SECOND_CLIENT_PATHS.some((prefix) => path.startsWith(prefix));

/**
 * A declared screen as the server-rendering bundle lists it (`declaredScreens()`): the server registers
 * a GET route at `path` for each screen the borrower app serves, and at `/h5<path>` for the channel app's.
 */
export type DeclaredScreen = {
  path: string;
  name: string;
  /** `channel`: served by the channel app, at `/h5<path>`. */
  group: 'borrower' | 'official' | 'dev' | 'channel';
  module: string;
};
