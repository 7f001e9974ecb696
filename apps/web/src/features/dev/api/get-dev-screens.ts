import type { devScreens } from '@tz-loan/contract/dev/calls';
import { DEV_PATHS } from '@tz-loan/contract/dev/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/**
 * The developer pages' data: every screen's name, from the server (the browser's build leaves the
 * names out of the code every screen downloads). Silent: without it the list names screens by path.
 */
export const getDevScreens: ScreenData<{ screens: { path: string; name: string }[] }> = ({ http }) =>
  callApi<typeof devScreens>(http, DEV_PATHS.screens, {}, { silent: true });
