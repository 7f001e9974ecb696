import { useCallback, useEffect, useState } from 'react';
import { generateRepaymentCode } from './api/generate-code.ts';
import { useMoneyAction } from './pay-now-action.ts';
import type { PayCodeOutcome, RepayOrder } from './pay-now-order.ts';

type Followers = typeof import('./pay-now-outcome.ts');
type Popup = { outcome: PayCodeOutcome; Dialog: Followers['PayCodeDialog'] };

/**
 * Pay Now of both repayment screens: generate-code for `amount` through channel `bankCode`, then the
 * hosted pay page (PAY_URL) or the pay-code popup. A refusal is toasted by the client and changes
 * nothing on the page. `tradeOpen`: Pay Now has been answered with a trade, so the order now has an open
 * trade of this screen's kind, which is what makes the server offer the payment reference form
 * (`showSubmitUtr`) on the next load.
 */
export const usePayNow = (order: RepayOrder, cardNo: string) => {
  const { busy, run } = useMoneyAction();
  const [leaving, setLeaving] = useState(false);
  const [popup, setPopup] = useState<Popup | null>(null);
  const [tradeOpen, setTradeOpen] = useState(false);

  // Back from the pay page may restore this page as it was left (bfcache): Pay Now works again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const pay = async (amount: number, bankCode: string) => {
    const { orderId, productId, isDelay } = order;
    const input = { orderId, product_id: productId, amount, cardNo, bankCode, isDelay };
    // The code that follows the answer comes with it: if it cannot load, this counts as no answer,
    // and the retry carries the same key, so the server replays the trade it made.
    const answer = await run(input, (idempotencyKey) =>
      Promise.all([generateRepaymentCode(input, idempotencyKey), import('./pay-now-outcome.ts')]),
    );
    if (!answer?.[0].data) return;
    const [{ data }, followers] = answer;
    setTradeOpen(true);
    const next = followers.followOutcome(data, order);
    // Stays disabled while the pay page loads: that trade is made, a second tap would make another.
    if (next === 'leaving') setLeaving(true);
    else if (next) setPopup({ outcome: next, Dialog: followers.PayCodeDialog });
  };

  const closePopup = useCallback(() => setPopup(null), []);
  return { busy: busy || leaving, pay, popup, closePopup, tradeOpen };
};
