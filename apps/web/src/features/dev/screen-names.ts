import type { devScreens } from '@tz-loan/contract/dev';
import { DEV_PATHS } from '@tz-loan/contract/dev-paths';
import { callApi } from '../../shared/http/call-api.ts';
import type { ScreenData } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';

/**
 * The developer pages' data: every screen's name, from the server (the browser's build leaves the
 * names out of the code every screen downloads). Silent: without it the list names screens by path.
 */
export const screenNamesData: ScreenData<{ screens: { path: string; name: string }[] }> = ({ http }) =>
  callApi<typeof devScreens>(http, DEV_PATHS.screens, {}, { silent: true });

/** A screen's name: the server's, the declaration's where the build kept it, else its path. */
export const useScreenName = () => {
  const { state } = useScreenData(screenNamesData);
  const names = new Map(state.status === 'ok' ? state.data.screens.map((s) => [s.path, s.name]) : []);
  return (screen: { path: string; name?: string }) => names.get(screen.path) ?? screen.name ?? screen.path;
};
