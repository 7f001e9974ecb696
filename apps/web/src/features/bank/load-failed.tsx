import { Trans } from '@lingui/react/macro';

/** The screen's data did not come (the client has toasted a refusal): try again. */
export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <div className="bank-failed">
    <p>
      <Trans>The information could not be loaded.</Trans>
    </p>
    <button type="button" className="bank-button secondary" onClick={onRetry}>
      <Trans>Try again</Trans>
    </button>
  </div>
);
