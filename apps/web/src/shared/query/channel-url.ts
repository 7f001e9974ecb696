import { usePageScope } from '../scope/page-scope.ts';
import { appUrl, type UrlExtras } from './app-url.ts';

/**
 * A screen of the channel app at `/h5/` (another page: a full navigation). The forwarded params and
 * `extras` go before the `#`, where the server reads them too (the reader's language, whose catalog
 * it puts in the page); the app copies them into its hash route.
 */
export const channelUrl = (
  route: string,
  extras: UrlExtras = {},
  forwarded?: Record<string, string>,
): string => {
  const inApp = appUrl(route, extras, forwarded);
  const at = inApp.indexOf('?');
  return at < 0 ? `/h5/#${inApp}` : `/h5/${inApp.slice(at)}#${inApp.slice(0, at)}`;
};

/** `channelUrl` forwarding the params of the page being rendered (here, not beside `useAppUrl`: few screens link to the channel app, and this stays out of every first load). */
export const useChannelUrl = () => {
  const { query } = usePageScope();
  return (route: string, extras: UrlExtras = {}) => channelUrl(route, extras, query.forwarded());
};
