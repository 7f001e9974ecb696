import { isAllowedUrl } from '../query/allowed-url.ts';
import { appUrl, type UrlExtras } from '../query/app-url.ts';
import { usePageScope } from './page-scope.ts';

// What a screen builds while it renders reads its own page's scope: on the server, another render
// may be running at the same time.

/** `appUrl` forwarding the params of the page being rendered. */
export const useAppUrl = () => {
  const { query } = usePageScope();
  return (target: string, extras: UrlExtras = {}) => appUrl(target, extras, query.forwarded());
};

/** `isAllowedUrl` against the address of the page being rendered. */
export const useIsAllowedUrl = () => {
  const { here } = usePageScope();
  return (url: string) => isAllowedUrl(url, here);
};
