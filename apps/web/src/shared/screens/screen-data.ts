import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { apiClient } from '../http/clients.ts';
import { type CallState, useCall } from '../http/use-call.ts';
import type { ScreenData } from './screen.ts';

/** The answer the server rendered the first screen with, under the key of that screen's URL. */
export type Prefetched = { key: string; state: CallState<unknown> };

export const PrefetchedContext = createContext<Prefetched | null>(null);

/** The key of a screen's data: its path and query. */
export const dataKey = (pathname: string, search: string) => `${pathname}${search}`;

/**
 * A screen's data through `data`. The first screen of a visit starts from the answer the server
 * rendered it with (no second request, and the same markup for hydration); later screens and
 * `reload()` ask the API.
 */
export const useScreenData = <T>(data: ScreenData<T>) => {
  const { pathname, search } = useLocation();
  const prefetched = useContext(PrefetchedContext);
  const key = dataKey(pathname, search);
  const initial = prefetched?.key === key ? (prefetched.state as CallState<T>) : undefined;
  return useCall(key, () => data({ query: new URLSearchParams(search), http: apiClient }), initial);
};
