import { CHANNEL_BASE } from '@tz-loan/contract/platform/page-render';
import { usePageScope } from '../scope/page-scope.ts';
import { appUrl, type UrlExtras } from './app-url.ts';

/**
 * A screen of the channel app at its real path under `/h5` (another page: a full navigation), with the
 * forwarded params and `extras`: the server renders it with its data, in the reader's language.
 */
export const channelUrl = (
  route: string,
  extras: UrlExtras = {},
  forwarded?: Record<string, string>,
): string => `${CHANNEL_BASE}${appUrl(route, extras, forwarded)}`;

/** `channelUrl` forwarding the params of the page being rendered (here, not beside `useAppUrl`: few screens link to the channel app, and this stays out of every first load). */
export const useChannelUrl = () => {
  const { query } = usePageScope();
  return (route: string, extras: UrlExtras = {}) => channelUrl(route, extras, query.forwarded());
};
