import { withProductIdAliases } from '@tz-loan/contract/platform/common-params';
import { getForwardedParams } from './page-query.ts';

export type UrlExtras = Record<string, string | number | undefined | null>;

const BASE = 'http://in-app.invalid';
const PRODUCT_ID_ALIASES = ['productId', 'product_id'];

// An app path (`/squidChive1`, `/a/b?x=1`: word characters, `-` and `/`, never `//`, no fragment) is
// split by hand: `new URL` and its search setter cost a server render a twentieth of its time for the
// dozen links a screen builds. Anything else (an absolute URL, a fragment, `..`) goes through URL.
const APP_PATH = /^(\/(?:[\w-][\w/-]*)?)(\?[^#]*)?$/;

/**
 * A URL forwarding the kept common and header params (`forwarded`: the tab's by default) plus `extras`; every in-app redirect is built with this.
 * Precedence: extras, then params already in `target`'s query, then the kept common params. An extra of
 * `undefined`/`null` drops that param. `productId`/`product_id` fill each other at every level. A path
 * stays a path (`/squidChive1?…`); an absolute URL (one the server returned) stays absolute.
 */
export const appUrl = (
  target: string,
  extras: UrlExtras = {},
  forwarded: Record<string, string> = getForwardedParams(),
): string => {
  const appPath = APP_PATH.exec(target);
  const url = appPath ? null : new URL(target, BASE);
  const given: Record<string, string> = {};
  const dropped = new Set<string>();
  for (const [name, value] of Object.entries(extras)) {
    if (value !== undefined && value !== null) given[name] = String(value);
    else if (PRODUCT_ID_ALIASES.includes(name)) for (const alias of PRODUCT_ID_ALIASES) dropped.add(alias);
    else dropped.add(name);
  }
  const merged: Record<string, string | undefined> = {
    ...forwarded,
    ...withProductIdAliases(Object.fromEntries(url?.searchParams ?? new URLSearchParams(appPath?.[2]))),
    ...withProductIdAliases(given),
  };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(merged)) {
    if (value !== undefined && !dropped.has(name)) query.set(name, value);
  }
  const search = query.toString();
  if (!url) return search ? `${appPath?.[1]}?${search}` : `${appPath?.[1]}`;
  url.search = search;
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
};
