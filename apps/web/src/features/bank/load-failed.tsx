/** The screen's data did not come (the client has toasted a refusal): try again. */
export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <div className="bank-failed">
    <p>The information could not be loaded.</p>
    <button type="button" className="bank-button secondary" onClick={onRetry}>
      Try again
    </button>
  </div>
);
