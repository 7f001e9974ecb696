import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Screen } from '../shared/screens/screen.ts';
import { ScreensContext } from '../shared/screens/screens-context.ts';
import { AppRoutes } from './routes.tsx';
import { channelScreens } from './screens.ts';

/** The channel app inside a (hash) router: only the screens declared for it; no data from a server render. */
export const ChannelApp = ({ declared = channelScreens() }: { declared?: readonly Screen[] }) => (
  <I18nProvider i18n={i18n}>
    <ScreensContext value={declared}>
      <AppRoutes screens={declared} />
    </ScreensContext>
  </I18nProvider>
);
