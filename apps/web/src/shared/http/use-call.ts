import type { Envelope } from '@tz-loan/contract/envelope';
import { useCallback, useEffect, useState } from 'react';

export type CallState<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  /** The server said no (the client has toasted unless silent): its code and message. */
  | { status: 'refused'; code: number; message: string }
  /** No answer: network, timeout, HTTP error. */
  | { status: 'failed'; error: unknown };

// The budgeted screens' data hook. TanStack Query is 11 KB gzip, more than the 90 KB first-load budget
// leaves for a screen once React and the router are in; these screens make one or two calls on load
// and need no cache, so a small hook does. Screens outside the budget use TanStack Query (dataScreen).

/**
 * Runs `load` on mount and whenever `key` changes; `reload()` runs it again. A late answer of an
 * earlier key is dropped.
 */
export const useCall = <T>(key: string, load: () => Promise<Envelope<T>>) => {
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches; a new closure each render is not a new request.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (envelope) => {
        if (!current) return;
        if (envelope.code === 0 && envelope.data !== undefined)
          setState({ status: 'ok', data: envelope.data });
        else setState({ status: 'refused', code: envelope.code, message: envelope.message });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload, setState };
};
