import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { usePageScope } from '../shared/scope/page-scope.ts';
import type { Screen, ScreenPage } from '../shared/screens/screen.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { EarlyTaps } from './early-taps.ts';
import { ScreenHydrated } from './hydration-marks.ts';
import { NotFound } from './not-found.tsx';

// A plain router (BrowserRouter, StaticRouter) rather than createBrowserRouter: the data router alone
// adds 28.6 KB gz to the first screen, which would put React + router over the 3G budget before any
// screen code. Each screen is still loaded lazily and has its own error boundary.

/** Page modules already loaded: the first screen before hydration, and every screen on the server. */
const loadedPages = new Map<string, ScreenPage>();

/** Loads a screen's page module and keeps it, so the screen renders at once (no Suspense fallback). */
export const preloadScreen = async (screen: Screen): Promise<ScreenPage> => {
  const { page } = await screen.load();
  loadedPages.set(screen.module, page);
  return page;
};

/** The screen that serves `pathname`, matched as the router matches it. */
export const findScreen = (screens: readonly Screen[], pathname: string) =>
  screens.find((screen) => matchPath(screen.path, pathname));

// Matching compiles each screen's pattern: a server rendering hundreds of pages a second keeps the
// last answers for each list of screens (bounded, since any path may be asked for).
const MATCHES_KEPT = 512;
const matched = new WeakMap<readonly Screen[], Map<string, Screen | null>>();
export const screenAt = (screens: readonly Screen[], pathname: string) => {
  const known = matched.get(screens) ?? new Map<string, Screen | null>();
  matched.set(screens, known);
  let screen = known.get(pathname);
  if (screen === undefined) {
    if (known.size >= MATCHES_KEPT) known.clear();
    screen = findScreen(screens, pathname) ?? null;
    known.set(pathname, screen);
  }
  return screen;
};

/** Shown while a screen's code downloads; looks like the boot screen of index.html. */
const Booting = () => <div className="boot" aria-busy="true" />;

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();
const lazyScreen = (screen: Screen) => {
  let component = lazyScreens.get(screen.module);
  if (!component) {
    component = lazy(() => preloadScreen(screen).then((page) => ({ default: page.Component })));
    lazyScreens.set(screen.module, component);
  }
  return component;
};

/** One screen: its own error boundary (reset by navigating), and the boot screen while it loads. */
const ScreenRoute = ({ screen }: { screen: Screen }) => {
  const { pathname } = useLocation();
  const Component = loadedPages.get(screen.module)?.Component ?? lazyScreen(screen);
  return (
    <AppErrorBoundary key={pathname}>
      <Suspense fallback={<Booting />}>
        <Component />
        <ScreenHydrated />
        <EarlyTaps />
      </Suspense>
    </AppErrorBoundary>
  );
};

/**
 * Every screen served in this mode; every other path is the not-found screen. Keeps the page query
 * of each URL it shows (for forwarding and calls).
 */
export const AppRoutes = ({ screens }: { screens: readonly Screen[] }) => {
  const { pathname, search } = useLocation();
  const { query } = usePageScope();
  // Idempotent, and must happen before the screen renders links from it: so during render, not after.
  query.keep(search);
  // Every path is static and no screen resolves a relative link or reads route params, so the screen
  // is chosen here rather than by <Routes>, which flattens, ranks and compiles its routes to regular
  // expressions on every render: with only the matched screen given to it, still a twelfth of a
  // rendered page's time on the server.
  const screen = screenAt(screens, pathname);
  return screen ? (
    <ScreenRoute screen={screen} />
  ) : (
    <>
      <NotFound />
      <EarlyTaps />
    </>
  );
};
