import { type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import { type Location, type NavigationType, type Navigator, parsePath, Router, type To } from 'react-router';

// The channel app's hash routes on the router's core `<Router>` (which BrowserRouter renders too)
// rather than `<HashRouter>`: its hash history would sit in the chunk every borrower screen loads,
// where the first-load budget has no room for it. This one comes with the channel app alone.

type Entry = { action: NavigationType; location: Location };

const hrefOf = (to: To) =>
  typeof to === 'string' ? `#${to}` : `#${to.pathname ?? '/'}${to.search ?? ''}${to.hash ?? ''}`;

let keys = 0;
const locationOf = (to: To, state: unknown, key: string): Location => {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname || '/', search: path.search ?? '', hash: path.hash ?? '', state, key };
};

/** What the address bar's hash says now (`#/borrowDetail?orderId=1`). */
const current = (): Location => {
  const { usr = null, key = 'default' } = (window.history.state ?? {}) as { usr?: unknown; key?: string };
  return locationOf(window.location.hash.slice(1) || '/', usr, key);
};

/** A hash router: `#/path?query`, pushes and replaces in the browser's history, back with popstate. */
export const ChannelRouter = ({ children }: { children: ReactNode }) => {
  const [entry, setEntry] = useState<Entry>(() => ({ action: 'POP' as NavigationType, location: current() }));
  useLayoutEffect(() => {
    const pop = () => setEntry({ action: 'POP' as NavigationType, location: current() });
    window.addEventListener('popstate', pop);
    return () => window.removeEventListener('popstate', pop);
  }, []);
  const navigator = useMemo<Navigator>(() => {
    const move = (action: 'PUSH' | 'REPLACE') => (to: To, state?: unknown) => {
      keys += 1;
      const key = `c${keys}`;
      const data = { usr: state ?? null, key };
      if (action === 'PUSH') window.history.pushState(data, '', hrefOf(to));
      else window.history.replaceState(data, '', hrefOf(to));
      setEntry({ action: action as NavigationType, location: locationOf(to, state ?? null, key) });
    };
    return {
      createHref: hrefOf,
      push: move('PUSH'),
      replace: move('REPLACE'),
      go: (delta) => window.history.go(delta),
    };
  }, []);
  return (
    <Router location={entry.location} navigationType={entry.action} navigator={navigator}>
      {children}
    </Router>
  );
};
