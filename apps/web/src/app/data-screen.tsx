import type { ComponentType } from 'react';
import type { ScreenModule } from './screen-module.ts';

/**
 * A screen that calls the API or renders antd-mobile: loads the screen and the data providers together
 * (neither is in the first download) and wraps the one in the other. Use it in SCREENS:
 * `'/yan': dataScreen(() => import('../features/content/about-page.tsx').then((m) => m.AboutPage))`.
 */
export const dataScreen =
  (load: () => Promise<ComponentType>): ScreenModule =>
  async () => {
    const [{ DataProviders }, Screen] = await Promise.all([import('./data-providers.tsx'), load()]);
    const WithData = () => (
      <DataProviders>
        <Screen />
      </DataProviders>
    );
    return { default: WithData };
  };
