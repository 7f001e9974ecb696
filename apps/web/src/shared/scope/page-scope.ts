import { type I18n, i18n as tabI18n } from '@lingui/core';
import { createContext, use } from 'react';
import { browserPageQuery, type PageQuery } from '../query/page-query.ts';

/**
 * What one page knows of its request: its query (common and header params, mock mode), its own
 * address, the head it asks for and its language. The server makes one per render, so two renders
 * running at once never share one; the browser has one for its tab.
 */
export type PageScope = {
  query: PageQuery;
  /** The page's address: `window.location` in the browser, the requested URL on the server. */
  here: Location | URL;
  /** What the screen asked the head to say: the server puts it in the page it sends. */
  head: { title: string | null; description: string | null };
  i18n: I18n;
  /** The browser's user agent: the request's header on the server (a screen for the phone's platform). */
  userAgent: string;
  /** On the server, the ids of the parts with code of their own it rendered (lazy-part.tsx). */
  parts?: Set<string>;
};

export const PageScopeContext = createContext<PageScope | null>(null);

let tabScope: PageScope | null = null;

/** The scope of this tab, for code outside React. Never on the server (browserPageQuery throws). */
export const browserPageScope = (): PageScope => {
  tabScope ??= {
    query: browserPageQuery(),
    here: window.location,
    head: emptyHead(),
    i18n: tabI18n,
    get userAgent() {
      return navigator.userAgent;
    },
  };
  return tabScope;
};

export const emptyHead = (): PageScope['head'] => ({ title: null, description: null });

/** The scope of the page being rendered: the provided one, else (in the browser only) the tab's. */
export const usePageScope = (): PageScope => use(PageScopeContext) ?? browserPageScope();
