import { useCallback, useEffect, useRef, useState } from 'react';

/** Loads once and again on `reload()` or when `deps` change; the error's message is for the screen. */
export const useLoad = <T>(load: () => Promise<T>, deps: readonly unknown[]) => {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let current = true;
    setLoading(true);
    latest
      .current()
      .then((value) => {
        if (!current) return;
        setData(value);
        setError(null);
      })
      .catch((reason: unknown) => {
        if (current) setError(reason instanceof Error ? reason.message : String(reason));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
};
