import { msg } from '@lingui/core/macro';
import type { CallState } from '../http/use-call.ts';
import { usePageScope } from '../scope/page-scope.ts';

/** The spinner of the boot screen (styles in index.html), while a screen's data is on its way. */
export const Loading = () => <div className="boot" aria-busy="true" />;

type LoadFailedProps = {
  title: string;
  state: Exclude<CallState<unknown>, { status: 'loading' | 'ok' }>;
  onRetry: () => void;
};

/** A screen whose data did not come: why (the server's refusal, or the connection), and Retry. */
export const LoadFailed = ({ title, state, onRetry }: LoadFailedProps) => {
  // The render's own language (a test may render this without the app's providers).
  const { i18n } = usePageScope();
  return (
    <main className="message-screen">
      <h1>{title}</h1>
      <p>
        {state.status === 'refused'
          ? state.message
          : i18n._(msg`Please check your connection and try again.`)}
      </p>
      <button type="button" onClick={onRetry}>
        {i18n._(msg`Retry`)}
      </button>
    </main>
  );
};
