import { render } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { ChannelApp } from '../app/channel-app.tsx';

let current: Location | undefined;
const LocationProbe = () => {
  current = useLocation();
  return null;
};

/** Renders the channel app at hash route `url` (`/borrowDetail?…`) as channel-start.tsx does. */
export const renderChannelRoute = (url: string) => {
  current = undefined;
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <ChannelApp />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, location: () => current };
};
