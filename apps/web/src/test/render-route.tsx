import { act, render } from '@testing-library/react';
import type { AppFeature } from '@tz-loan/contract/platform/bridge';
import type { ComponentType } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { App } from '../app/app.tsx';
import { SCREENS } from '../app/screens.ts';
import { browserPageScope } from '../shared/scope/page-scope.ts';
import type { Screen } from '../shared/screens/screen.ts';

type Options = { features?: AppFeature[]; screens?: readonly Screen[] };

let current: Location | undefined;
let navigateTo: NavigateFunction | undefined;
const LocationProbe = () => {
  current = useLocation();
  navigateTo = useNavigate();
  return null;
};

/**
 * A screen declared by a test: `load` gives its component (or fails, as a download would). Its path may
 * be none of the contract's screens, hence the cast.
 */
export const testScreen = (path: string, load: () => Promise<ComponentType>, name = path): Screen =>
  ({
    path,
    name,
    page: './test-page.tsx',
    group: 'borrower',
    module: `test${path}`,
    load: async () => ({ page: { Component: await load() } }),
  }) as Screen;

/**
 * Renders the app at `url` as main.tsx does (the browser renders it alone, as in mock mode);
 * `location()` is where the router is now and `navigate(to)` moves it (as a link or the back button would).
 */
export const renderRoute = (url: string, { features = ['dev'], screens = SCREENS }: Options = {}) => {
  current = undefined;
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <App scope={browserPageScope()} features={new Set(features)} prefetched={null} declared={screens} />
      <LocationProbe />
    </MemoryRouter>,
  );
  const navigate = async (to: string) => {
    await act(async () => {
      await navigateTo?.(to);
    });
  };
  return { ...view, location: () => current, navigate };
};
