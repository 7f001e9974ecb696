import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installNativeBack } from '../shared/bridge/bridge.ts';
import { noticeEnvelope } from '../shared/http/envelope-notice.ts';
import { isMockMode } from '../shared/http/mock-mode.ts';
import { getCommonParams, keepPageQuery } from '../shared/query/page-query.ts';
import type { Prefetched } from '../shared/screens/screen-data.ts';
import { App } from './app.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { readBoot } from './boot.ts';
import { readAppFeatures } from './features.ts';
import { findScreen, preloadScreen } from './routes.tsx';
import { servedScreens } from './screens.ts';

// The app itself, imported by main.tsx once the page may run it.
installNativeBack();
const sessionInUrl = new URLSearchParams(window.location.search).has('sessionId');
keepPageQuery(window.location.search);
// Back from a provider's page, whose return address carries no session token, the token is this tab's
// (page-query.ts): the server rendered the page without it, so the browser renders it with it.
const renderedWithoutSession = !sessionInUrl && Boolean(getCommonParams().sessionId);
const features = readAppFeatures();
const boot = renderedWithoutSession ? null : readBoot();

const tree = (prefetched: Prefetched | null) => (
  <StrictMode>
    <AppErrorBoundary>
      <BrowserRouter>
        <App features={features} prefetched={prefetched} />
      </BrowserRouter>
    </AppErrorBoundary>
  </StrictMode>
);

const container = document.getElementById('root');
if (container && boot && !isMockMode()) {
  // The server rendered this screen with its data: load its code, then take over the markup as it is.
  const screen = findScreen(servedScreens(features), window.location.pathname);
  const ready = screen ? preloadScreen(screen) : Promise.resolve();
  ready
    .then(() => {
      hydrateRoot(container, tree(boot.prefetched));
      for (const { body, silent } of boot.notices) noticeEnvelope(body, silent);
    })
    .catch(() => createRoot(container).render(tree(null)));
} else if (container) {
  createRoot(container).render(tree(null));
}
