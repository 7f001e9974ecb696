import { devAnswerWalletPrompt, devWalletPrompts } from '@tz-loan/contract/dev/calls';
import type { CallData } from '@tz-loan/contract/platform/call';
import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from './api.ts';

export type WalletPrompt = CallData<typeof devWalletPrompts>['prompts'][number];

/** About as often as a phone would show a pushed prompt after the wallet sends it. */
export const WALLET_POLL_MS = 1_500;

/**
 * Plays the phone's USSD pushes: while `active`, asks the sandbox wallet (demo mode only) for its PIN
 * prompts waiting on phones, and gives the oldest one not answered here and not expired. A prompt
 * leaves the screen at its `expiresAt`, as a real one times out.
 */
export const useWalletPrompt = (active: boolean, params: CommonParams) => {
  const [prompts, setPrompts] = useState<WalletPrompt[]>([]);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [now, setNow] = useState(Date.now);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one poller per open webview, not per param change.
  useEffect(() => {
    if (!active) {
      setPrompts([]);
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const { prompts: waiting } = await callApi(devWalletPrompts, {}, params);
        if (live) setPrompts(waiting);
      } catch {
        // The sandbox may be off (production mode) or busy: ask again at the next tick.
      }
      if (live) timer = setTimeout(ask, WALLET_POLL_MS);
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active]);

  const prompt = prompts.find((each) => !answered.has(each.reference) && Date.parse(each.expiresAt) > now);

  // Gone from the screen when it expires, whether or not the next poll has come.
  useEffect(() => {
    if (!prompt) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.max(0, Date.parse(prompt.expiresAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [prompt]);

  const answer = useCallback(
    async (reference: string, choice: 'approve' | 'decline') => {
      setAnswered((done) => new Set(done).add(reference));
      await callApi(devAnswerWalletPrompt, { reference, answer: choice }, params);
    },
    [params],
  );

  return { prompt, answer };
};
