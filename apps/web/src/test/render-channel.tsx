import { render } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { App } from '../app/app.tsx';
import { browserPageScope } from '../shared/scope/page-scope.ts';

let current: Location | undefined;
const LocationProbe = () => {
  current = useLocation();
  return null;
};

/** Renders the channel app at its route `url` (`/borrowDetail?…`, under `/h5`) as start.tsx does. */
export const renderChannelRoute = (url: string) => {
  current = undefined;
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <App scope={browserPageScope()} features={new Set()} prefetched={null} channel />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, location: () => current };
};
