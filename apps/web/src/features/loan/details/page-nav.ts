import { appUrl } from '../../../shared/query/app-url.ts';

// Server-given URLs (playeduL, h5Url) may be pages outside this app's router, so they are full page
// loads; the caller has checked them with isAllowedUrl. The common params go along (same site).

/** Replaces this page (location.replace): back must not return to a page that sends one away again. */
export const replacePage = (url: string): void => window.location.replace(appUrl(url));

/** Opens a page on top of this one (back returns here). */
export const openPage = (url: string): void => window.location.assign(appUrl(url));
