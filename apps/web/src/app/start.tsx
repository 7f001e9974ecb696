import { CHANNEL_BASE, routeOf } from '@tz-loan/contract/platform/page-render';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installNativeBack } from '../shared/bridge/bridge.ts';
import { noticeEnvelope } from '../shared/http/envelope-notice.ts';
import { answerMocksFrom, isMockMode } from '../shared/http/mock-mode.ts';
import { activateCatalog, loadFullCatalog, loadLanguage, pageLanguage } from '../shared/i18n/language.ts';
import { getCommonParams, keepPageQuery } from '../shared/query/page-query.ts';
import { browserPageScope } from '../shared/scope/page-scope.ts';
import { loadParts } from '../shared/screens/lazy-part.tsx';
import type { Prefetched } from '../shared/screens/screen-data.ts';
import { App, PageScopeProvider } from './app.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { readBoot } from './boot.ts';
import { readAppFeatures } from './features.ts';
import { HYDRATION_MARKS } from './hydration-marks.ts';
import { findScreen, preloadScreen } from './routes.tsx';
import { appScreens } from './screens.ts';
import { keepSessionInAddress } from './session-in-address.ts';

type StartOptions = {
  /** The channel app under `/h5` (channel-start.tsx) rather than the borrower app. */
  channel?: boolean;
  /**
   * Whether the markup in `#root` is the server's render of this address, to take over as it is. Not
   * when the address was a hash route, which the server never saw (channel-start.tsx).
   */
  rendered?: boolean;
};

/**
 * The app itself, started by main.tsx (or, for the channel app, h5-main.tsx) once the page may run it.
 * A function, not the module's own code: the bundler may put this module in a chunk another page (the
 * native host) imports for what they share, and that page must not start the borrower app in its own
 * #root.
 */
export const startApp = ({ channel = false, rendered: takeOver = true }: StartOptions = {}) => {
  answerMocksFrom(() => import('./mock-api.ts'));
  installNativeBack();
  const sessionInUrl = new URLSearchParams(window.location.search).has('sessionId');
  keepPageQuery(window.location.search);
  // Back from a provider's page, whose return address carries no session token, the token is this tab's
  // (page-query.ts): the server rendered the page without it, so the browser renders it with it.
  const renderedWithoutSession = !sessionInUrl && Boolean(getCommonParams().sessionId);
  // …and the address carries it again, so that a reload of this screen stays logged in.
  if (renderedWithoutSession) keepSessionInAddress(getCommonParams().sessionId);
  const features = readAppFeatures();
  // A page the browser renders alone has no boot data but the channel app's catalog (channel-start.tsx).
  const rendered = takeOver && document.documentElement.dataset.rendered === 'true' ? readBoot() : null;
  const boot = renderedWithoutSession ? null : rendered;

  const tree = (prefetched: Prefetched | null) => (
    <StrictMode>
      <PageScopeProvider scope={browserPageScope()}>
        <AppErrorBoundary>
          <BrowserRouter basename={channel ? CHANNEL_BASE : undefined}>
            <App scope={browserPageScope()} features={features} prefetched={prefetched} channel={channel} />
          </BrowserRouter>
        </AppErrorBoundary>
      </PageScopeProvider>
    </StrictMode>
  );

  const container = document.getElementById('root');
  // Every text is said in the page's language: its catalog comes before the first render, with the
  // page when the server rendered it, else as the language's chunk.
  const language = pageLanguage();
  // A rendered page carries only the messages its screen showed. The rest, asked for with the app's
  // code after the first paint, is in before the app takes the page over: what the screen says next
  // (a state only the phone knows, a refusal) is never a message's id.
  if (rendered?.catalog) activateCatalog(language, rendered.catalog);
  const catalog = rendered?.catalog ? loadFullCatalog(language) : loadLanguage(language);
  if (container && boot && !isMockMode()) {
    // The server rendered this screen with its data: load its code, then take over the markup as it is.
    const screen = findScreen(appScreens(features, channel), routeOf(window.location.pathname));
    // With the parts the server rendered with their own code, so none is left as the server's markup.
    const ready = Promise.all([
      catalog,
      screen ? preloadScreen(screen).then(() => loadParts(boot.parts ?? [])) : undefined,
    ]);
    ready
      .then(() => {
        // As a transition: React hydrates the root, then the screen in its own Suspense boundary
        // (routes.tsx), in slices of a few milliseconds that a tap can come between. In one go, the
        // root's first render was one task of 50–80 ms on a CPU four times slower, most of it V8
        // compiling React's functions as they are first called. No task of it over 50 ms
        // (e2e/hydration-tasks.test.ts). A tap meanwhile React takes itself (it hydrates the part tapped
        // at once); the taps and text the page kept wait for the screen to be committed (early-taps.ts).
        performance.mark(HYDRATION_MARKS.start);
        startTransition(() => {
          hydrateRoot(container, tree(boot.prefetched));
        });
        for (const { body, silent } of boot.notices) noticeEnvelope(body, silent);
      })
      .catch(() => createRoot(container).render(tree(null)));
  } else if (container) {
    catalog.finally(() => createRoot(container).render(tree(null)));
  }
};
