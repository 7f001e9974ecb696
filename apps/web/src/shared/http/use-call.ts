import type { Envelope } from '@tz-loan/contract/platform/envelope';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CallState<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  /** The server said no (the client has toasted unless silent): its code and message. */
  | { status: 'refused'; code: number; message: string }
  /** No answer: network, timeout, HTTP error. */
  | { status: 'failed'; error: unknown };

/** What an envelope says: the data, or the server's refusal. */
export const answered = <T>(envelope: Envelope<T>): CallState<T> =>
  envelope.code === 0 && envelope.data !== undefined
    ? { status: 'ok', data: envelope.data }
    : { status: 'refused', code: envelope.code, message: envelope.message };

// The screens' one data hook (through useScreenData). TanStack Query is 11 KB gzip, more than the 90 KB
// first-load budget leaves for a screen once React and the router are in; a screen makes one or two
// calls on load, rendered on the server, and needs no cache, so a small hook does.

/**
 * Runs `load` on mount and whenever `key` changes; `reload()` runs it again. A late answer of an
 * earlier key is dropped. With `initial` (the answer the page was rendered with on the server) the
 * first run is skipped.
 */
export const useCall = <T>(key: string, load: () => Promise<Envelope<T>>, initial?: CallState<T>) => {
  const [state, setState] = useState<CallState<T>>(initial ?? { status: 'loading' });
  const [round, setRound] = useState(0);
  const rendered = useRef(initial !== undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches; a new closure each render is not a new request.
  useEffect(() => {
    if (rendered.current) {
      rendered.current = false;
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (envelope) => {
        if (current) setState(answered(envelope));
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
