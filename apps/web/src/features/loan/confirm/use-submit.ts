import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { sendToNative } from '../../../shared/bridge/bridge.ts';
import { newIdempotencyKey } from '../../../shared/http/idempotency-key.ts';
import { isAllowedUrl } from '../../../shared/query/allowed-url.ts';
import { appUrl } from '../../../shared/query/app-url.ts';
import { showInfo } from '../../../shared/ui/toast.ts';
import type { InProgress, Submitted } from './main-offer.ts';

export const NETWORK_MESSAGE = msg`Network error. Please try again.`;

const isInProgress = (answer: Submitted | InProgress | undefined): answer is InProgress =>
  answer !== undefined && 'inProgress' in answer;

/**
 * The Apply action of both variants. `send` makes the submit call with the given Idempotency-Key and
 * resolves to the new order, or undefined when the server said no (the variant decides whether that
 * is announced), or the loan in progress the server refused for: `inProgress` then holds it, for the
 * screen to say so and lead there. One request at a time: a second tap while one runs does nothing.
 */
export const useSubmit = (
  productId: string,
  send: (idempotencyKey: string) => Promise<Submitted | InProgress | undefined>,
) => {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [inProgress, setInProgress] = useState<InProgress | undefined>(undefined);
  const running = useRef(false);
  const unanswered = useRef<string | undefined>(undefined);

  const submit = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    // A request that got no answer may still have created the order: the next tap is a retry of that
    // same action, so it carries the same key and the server replays the first answer.
    const key = unanswered.current ?? newIdempotencyKey();
    unanswered.current = key;
    let order: Submitted | undefined;
    try {
      const answer = await send(key);
      unanswered.current = undefined;
      if (isInProgress(answer)) setInProgress(answer);
      else order = answer;
    } catch {
      showInfo(i18n._(NETWORK_MESSAGE));
    }
    if (order) {
      sendToNative('confirmBurialPoint', { productId, orderId: order.orderId });
      const next = appUrl(order.lendDetailsUrl, { from: 'confirm' });
      // replace, not a push or navigate(): back must not return to a form that was already submitted,
      // and the details screen is loaded fresh as the server's URL says. The button stays disabled.
      if (isAllowedUrl(next)) {
        window.location.replace(next);
        return;
      }
    }
    running.current = false;
    setBusy(false);
  };

  return { busy, submit, inProgress };
};
