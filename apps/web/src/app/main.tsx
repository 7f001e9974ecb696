import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installNativeBack } from '../shared/bridge/bridge.ts';
import { keepPageQuery } from '../shared/query/page-query.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { readAppFeatures } from './features.ts';
import { AppRoutes } from './routes.tsx';

// The native side may press back at any moment: window.onNativeBack exists before anything renders.
installNativeBack();
keepPageQuery(window.location.search);
const features = readAppFeatures();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppRoutes features={features} />
        </BrowserRouter>
      </AppErrorBoundary>
    </StrictMode>,
  );
}
