import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/http/idempotency-key.ts';
import { showInfo } from '../../../shared/ui/toast.ts';

export const NO_CONNECTION = msg`No answer from the server. Please check your connection and try again.`;

/**
 * A call that moves money or records a payment (PRODUCT.md §7), one at a time: a tap while one runs
 * does nothing. `run(payload, send)` calls `send` with the action's Idempotency-Key and resolves to its
 * answer, or undefined when the tap was ignored or no answer came (toasted here).
 */
export const useMoneyAction = () => {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  // A request that got no answer may still have reached the server: tapping again with the same
  // payload is a retry of that action and carries its key, so the server replays the first answer.
  // Another payload is another action and gets a key of its own.
  const unanswered = useRef<{ key: string; payload: string } | undefined>(undefined);

  const run = useCallback(
    async <T>(payload: object, send: (key: string) => Promise<T>) => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      const signature = JSON.stringify(payload);
      const key = unanswered.current?.payload === signature ? unanswered.current.key : newIdempotencyKey();
      unanswered.current = { key, payload: signature };
      try {
        const answer = await send(key);
        unanswered.current = undefined;
        return answer;
      } catch {
        showInfo(i18n._(NO_CONNECTION));
        return undefined;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [i18n],
  );

  return { busy, run };
};
