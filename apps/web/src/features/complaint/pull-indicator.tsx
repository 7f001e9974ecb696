import { Trans } from '@lingui/react/macro';
import type { PullState } from './use-pull-to-refresh.ts';

/** What the pull says in each of its states, in the space the pull opens above the list. */
export const PullIndicator = ({ state, pull }: { state: PullState; pull: number }) => (
  <div className="cp-pull" style={{ height: pull }} data-state={state} aria-live="polite">
    {pull > 0 && state === 'deactivate' && <Trans>Pull down to refresh</Trans>}
    {state === 'activate' && <Trans>Release to refresh</Trans>}
    {state === 'release' && <Trans>Refreshing…</Trans>}
    {state === 'finish' && <Trans>Updated</Trans>}
  </div>
);
