import { useScreenData } from '../../shared/screens/screen-data.ts';
import { getDevScreens } from './api/get-dev-screens.ts';

/** A screen's name: the server's, the declaration's where the build kept it, else its path. */
export const useScreenName = () => {
  const { state } = useScreenData(getDevScreens);
  const names = new Map(state.status === 'ok' ? state.data.screens.map((s) => [s.path, s.name]) : []);
  return (screen: { path: string; name?: string }) => names.get(screen.path) ?? screen.name ?? screen.path;
};
