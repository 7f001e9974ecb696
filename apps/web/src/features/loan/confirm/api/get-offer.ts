import type { loanDetailConfirm, OfferData } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { useEffect, useState } from 'react';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';
import type { HttpClient } from '../../../../shared/http/create-http-client.ts';
import { type Choice, choiceKey, choiceOf } from '../choice.ts';

/**
 * The offer of `productId`, priced for `choice` (the default offer without one). Silent: the main
 * variant shows nothing when the server says no (SPEC.md §8).
 */
export const getOffer = (http: HttpClient, productId: string, choice?: Choice) =>
  callApi<typeof loanDetailConfirm>(
    http,
    LOAN_PATHS.confirm,
    choice ? { productId, ...choice } : { productId },
    { silent: true },
  );

/** Taps closer together than this are one change: only the last choice is asked for. */
export const CHOICE_DEBOUNCE_MS = 250;

/**
 * The borrower's choice and the offer shown for it. Starts from `first`, the default offer the page
 * was rendered with (no request on hydration). A new choice is asked for once the taps pause; until
 * its answer comes the figures of the previous answer stay on screen (no skeleton, no flicker), and
 * `pending` says they do not match the choice. An answer for an older choice is dropped. When no
 * answer comes, the choice goes back to the figures shown and `failed` is set.
 */
export const useOfferChoice = (first: OfferData) => {
  const [shown, setShown] = useState(first);
  const [choice, setChoice] = useState<Choice>(() => choiceOf(first));
  const [failed, setFailed] = useState(false);
  const wanted = choiceKey(choice);
  const showing = choiceKey(choiceOf(shown));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys name the choice and the figures; `choice` is read when they change.
  useEffect(() => {
    if (wanted === showing) return;
    let current = true;
    const timer = setTimeout(() => {
      const back = () => {
        if (!current) return;
        // `shown` is the answer these keys were read from: the effect runs again whenever it changes.
        setChoice(choiceOf(shown));
        setFailed(true);
      };
      getOffer(apiClient, first.productId, choice).then((answer) => {
        if (!current) return;
        if (!answer.data) return back();
        setShown(answer.data);
        // The server's figures are the truth: should they be for another choice, the controls follow.
        setChoice(choiceOf(answer.data));
      }, back);
    }, CHOICE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, showing]);
  const choose = (next: Partial<Choice>) => {
    setFailed(false);
    setChoice((previous) => ({ ...previous, ...next }));
  };
  return { shown, choice, choose, pending: wanted !== showing, failed };
};
