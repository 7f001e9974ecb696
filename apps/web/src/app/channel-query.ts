import { CHANNEL_BASE } from '@tz-loan/contract/platform/page-render';

/** Whether the address's hash is a route of SPEC.md's hash-routed channel app (`#/register?id=1`). */
export const isHashRoute = (hash: string): boolean => hash.startsWith('#/');

/**
 * The real path of a channel app address given as a hash route (`/h5/#/register?id=1`), which the
 * server never sees. A native app may put the session query before the `#`
 * (`/h5/?sessionId=…#/borrowDetail?orderId=1`), after it, or both: the two are merged into the path's
 * query, the hash's own values winning.
 */
export const channelPath = (search: string, hash: string): string => {
  const route = hash.replace(/^#/, '') || '/';
  const at = route.indexOf('?');
  const path = at < 0 ? route : route.slice(0, at);
  const merged = new URLSearchParams(search);
  for (const [name, value] of new URLSearchParams(at < 0 ? '' : route.slice(at))) merged.set(name, value);
  const query = merged.toString();
  return `${CHANNEL_BASE}${path.startsWith('/') ? path : `/${path}`}${query ? `?${query}` : ''}`;
};
