import type { Envelope } from '@tz-loan/contract/platform/envelope';
import type { ChannelScreenPath, ScreenPath } from '@tz-loan/contract/screens';
import type { ComponentType } from 'react';
import type { HttpClient } from '../http/create-http-client.ts';

/**
 * One screen, as its feature declares it in its own `screens.ts`: its path (a `SCREEN` constant of the
 * contract), the name the developer pages show, and the page module (a `*-page.tsx` file, relative to the
 * feature folder) that exports its `page`. The app, the server's renderer, the developer pages, the
 * preloads and the budget test all read these declarations; adding a screen is its constant, one entry
 * here and its page file.
 */
export type ScreenDeclaration = {
  /** For the developer pages; the browser's build drops it (they read names from the server). */
  name: string;
  page: `./${string}-page.tsx`;
  /** What the developer pages add to the screen's own query to open a seeded example (`id=1`). */
  example?: string;
  /** The page module's loader: written in by the browser's build (`screen-names.ts`), found by glob elsewhere. */
  load?: () => Promise<{ page: ScreenPage }>;
} & (
  | { path: Exclude<ScreenPath, ChannelScreenPath>; group?: 'borrower' | 'official' | 'dev' }
  /**
   * `dev` screens exist only while the server switches the developer pages on. `channel` screens belong
   * to the channel app under `/h5` (`/borrowDetail` is served as `/h5/borrowDetail`, and the hash route
   * `/h5/#/borrowDetail` moves there), and only there.
   */
  | { path: ChannelScreenPath; group: 'channel' }
);

/** What a screen's data is read from: the page's query, and the API through the HTTP clients. */
export type DataContext = { query: URLSearchParams; http: HttpClient };

/**
 * A screen's data: the `/tapi` call(s) it shows on its first paint. The server runs it in-process to
 * render the screen; the browser runs it again only to refresh or retry.
 */
export type ScreenData<T> = (context: DataContext) => Promise<Envelope<T>>;

/** What a page module exports as `page`. */
export type ScreenPage = {
  Component: ComponentType;
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own data type; the app only passes it through.
  data?: ScreenData<any>;
};

/** A declared screen, as the app knows it: with its module's name in the build and its loader. */
export type Screen = ScreenDeclaration & {
  /** The page module's path from the web app's root (`src/features/…`), as the build manifest keys it. */
  module: string;
  load: () => Promise<{ page: ScreenPage }>;
};
