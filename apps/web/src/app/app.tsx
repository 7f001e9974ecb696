import { I18nProvider } from '@lingui/react';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { type PageScope, PageScopeContext } from '../shared/scope/page-scope.ts';
import type { Screen } from '../shared/screens/screen.ts';
import { type Prefetched, PrefetchedContext } from '../shared/screens/screen-data.ts';
import { ScreensContext } from '../shared/screens/screens-context.ts';
import type { AppFeatures } from './features.ts';
import { AppRoutes } from './routes.tsx';
import { appScreens, channelScreens, SCREENS } from './screens.ts';

/** The answer the server rendered with serves only the location it was rendered for, once. */
const FirstScreenData = ({
  prefetched,
  children,
}: {
  prefetched: Prefetched | null;
  children: ReactNode;
}) => {
  const location = useLocation();
  const [first] = useState(location);
  return <PrefetchedContext value={location === first ? prefetched : null}>{children}</PrefetchedContext>;
};

/** The page's scope and its i18n, for everything under it: the app and the error screen around it. */
export const PageScopeProvider = ({ scope, children }: { scope: PageScope; children: ReactNode }) => (
  <PageScopeContext value={scope}>
    <I18nProvider i18n={scope.i18n}>{children}</I18nProvider>
  </PageScopeContext>
);

/** The borrower app, or the channel app, inside a router: the browser's, or the server's for one URL. */
export const App = ({
  scope,
  features,
  prefetched,
  channel = false,
  declared = SCREENS,
}: {
  /** The page's scope: the server's for this render, the browser's for the tab. */
  scope: PageScope;
  features: AppFeatures;
  prefetched: Prefetched | null;
  /** The channel app's screens (its router's basename is `/h5`) rather than the borrower app's. */
  channel?: boolean;
  /** Tests may declare screens of their own. */
  declared?: readonly Screen[];
}) => {
  const screens = appScreens(features, channel, declared);
  return (
    <PageScopeProvider scope={scope}>
      {/* The developer pages link the channel app's screens too (at /h5/…). */}
      <ScreensContext value={channel ? screens : [...screens, ...channelScreens(declared)]}>
        <FirstScreenData prefetched={prefetched}>
          <AppRoutes screens={screens} />
        </FirstScreenData>
      </ScreensContext>
    </PageScopeProvider>
  );
};
