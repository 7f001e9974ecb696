import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/http/idempotency-key.ts';

export type OnceAction = ReturnType<typeof createOnceAction>;

/**
 * A call that moves money or saves a card (PRODUCT.md §7), one at a time: a tap while one runs does
 * nothing. A request that got no answer may still have reached the server, so tapping again with the
 * same payload is a retry and carries the same Idempotency-Key (the server replays its first answer);
 * another payload is another action with a key of its own. `run` resolves to the answer, or
 * `undefined` when the tap was ignored, or `'no-answer'`.
 */
export const createOnceAction = () => {
  let running = false;
  let unanswered: { key: string; payload: string } | undefined;
  const run = async <T>(payload: object, send: (key: string) => Promise<T>) => {
    if (running) return undefined;
    running = true;
    const signature = JSON.stringify(payload);
    const key = unanswered?.payload === signature ? unanswered.key : newIdempotencyKey();
    unanswered = { key, payload: signature };
    try {
      const answer = await send(key);
      unanswered = undefined;
      return answer;
    } catch {
      return 'no-answer' as const;
    } finally {
      running = false;
    }
  };
  return { run, isRunning: () => running };
};

/** The same for a screen: `busy` while the call runs. */
export const useOnceAction = () => {
  const [busy, setBusy] = useState(false);
  const action = useRef(createOnceAction());
  const run = useCallback(async <T>(payload: object, send: (key: string) => Promise<T>) => {
    if (action.current.isRunning()) return undefined;
    setBusy(true);
    try {
      return await action.current.run(payload, send);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
};
