import { act, render } from '@testing-library/react';
import type { AppFeature } from '@tz-loan/contract/bridge';
import type { ComponentProps } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { AppRoutes } from '../app/routes.tsx';

type Options = Omit<ComponentProps<typeof AppRoutes>, 'features'> & { features?: AppFeature[] };

let current: Location | undefined;
let navigateTo: NavigateFunction | undefined;
const LocationProbe = () => {
  current = useLocation();
  navigateTo = useNavigate();
  return null;
};

/**
 * Renders the app's routes at `url` as main.tsx does; `location()` is where the router is now and
 * `navigate(to)` moves it (as a link or the back button would).
 */
export const renderRoute = (url: string, { features = ['dev'], ...rest }: Options = {}) => {
  current = undefined;
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes features={new Set(features)} {...rest} />
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
