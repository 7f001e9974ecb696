import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CallInput } from '@tz-loan/contract/platform/call';
import type { PushView, startPush as startCall } from '@tz-loan/contract/repayment/push';
import { isPushFinal, PUSH_POLL_MS } from '@tz-loan/contract/repayment/push-paths';
import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/http/idempotency-key.ts';
import { showInfo } from '../../../shared/ui/toast.ts';
import { getPushState } from './api/push-state.ts';
import { startPush } from './api/start-push.ts';
import type { PushFacts } from './push-order.ts';
import { pushToShow } from './push-seen.ts';

const NO_CONNECTION = msg`No answer from the server. Please check your connection and try again.`;

export const isFinal = (push: PushView) => isPushFinal(push);

/** The push shown (null: none yet), and whether the form to start one is out. */
type View = { push: PushView | null; form: boolean };

/**
 * One order's push as the panel follows it: `facts` (asked by the screen on load, else here) give the
 * latest push and the borrower's own number; a push started here is asked for every PUSH_POLL_MS until
 * it ends. A refusal to start is kept to be said in place (`refusal`).
 */
export const usePush = (orderId: string, facts: PushFacts | null) => {
  const [asked, setAsked] = useState<PushFacts | null>(null);
  const [chosen, setChosen] = useState<View | null>(null);
  const [refusal, setRefusal] = useState('');
  const [round, setRound] = useState(0);
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  // Pay Now's rule (pay-now-action.ts), not its hook: sharing that module with this lazy one would
  // split it from the pay screens' chunk, 0.17 KB gzip more on their first load. A start that got no
  // answer may have reached the server: the same choice again is its retry and carries its key.
  const unanswered = useRef<{ key: string; payload: string } | undefined>(undefined);
  const known = facts ?? asked;
  // A push that ended long ago is history: the panel offers a new one.
  const latest = pushToShow(known);
  const view = chosen ?? { push: latest, form: latest === null };
  const { push } = view;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the screen had no answer yet.
  useEffect(() => {
    if (facts) return;
    let live = true;
    getPushState({ orderId }).then(
      (answer) => live && answer.data && setAsked(answer.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round after each answer, whatever it said.
  useEffect(() => {
    if (!push || view.form || isFinal(push)) return;
    let live = true;
    const timer = setTimeout(() => {
      getPushState({ orderId, tradeNo: push.tradeNo }).then(
        (answer) => {
          if (!live) return;
          if (answer.data?.push) setChosen({ push: answer.data.push, form: false });
          setRound((n) => n + 1);
        },
        // No answer: ask again at the next tick, the push goes on at the wallet.
        () => live && setRound((n) => n + 1),
      );
    }, PUSH_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, push?.tradeNo, push?.state, view.form, round]);

  const start = async (input: CallInput<typeof startCall>) => {
    if (busy) return;
    setBusy(true);
    setRefusal('');
    const payload = JSON.stringify(input);
    const key = unanswered.current?.payload === payload ? unanswered.current.key : newIdempotencyKey();
    unanswered.current = { key, payload };
    try {
      const answer = await startPush(input, key);
      unanswered.current = undefined;
      if (answer.code !== 0 || !answer.data) setRefusal(answer.message);
      else setChosen({ push: answer.data, form: false });
    } catch {
      showInfo(i18n._(NO_CONNECTION));
    } finally {
      setBusy(false);
    }
  };

  /** Back to the form, the last push's wallet and number offered again. */
  const again = () => setChosen({ push, form: true });

  return { known, view, busy, refusal, start, again };
};
