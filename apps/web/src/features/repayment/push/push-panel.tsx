import './push.css';
import { useLingui } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import { useEffect } from 'react';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { PushForm } from './push-form.tsx';
import type { PushFacts, PushOrder } from './push-order.ts';
import { PushNext, PushStatus } from './push-progress.tsx';
import { markPushSeen } from './push-seen.ts';
import { isFinal, usePush } from './use-push.ts';

type Props = { order: PushOrder; facts: PushFacts | null; onClose: () => void };

/**
 * Pay from my phone: choose the wallet and number and pay; then the wallet's PIN prompt is followed
 * to its end, in words, with the way on from there.
 */
export const PushPanel = ({ order, facts, onClose }: Props) => {
  const { t } = useLingui();
  const push = usePush(order.orderId, facts);
  const { view } = push;
  const shown = view.form ? null : view.push;
  const appUrl = useAppUrl();
  const loanUrl =
    order.loanUrl ?? appUrl(SCREEN.loanDetails, { orderId: order.orderId, productId: order.productId });

  useEffect(() => {
    if (shown && isFinal(shown)) markPushSeen(shown);
  }, [shown]);

  const pay = (wallet: string, phone: string) => {
    if (order.amount === null) return;
    void push.start({ orderId: order.orderId, amount: order.amount, isDelay: order.isDelay, wallet, phone });
  };

  return (
    <section className="push-panel" aria-label={t`Pay from my phone`}>
      {/* Always there, so that what is put in it is announced. */}
      <div role="status" aria-live="polite">
        {shown && <PushStatus push={shown} />}
      </div>
      {view.form ? (
        <PushForm
          order={order}
          facts={push.known}
          last={view.push ?? push.known?.push ?? null}
          busy={push.busy}
          refusal={push.refusal}
          onPay={pay}
        />
      ) : (
        shown &&
        isFinal(shown) && (
          <PushNext
            push={shown}
            loanUrl={loanUrl}
            onAgain={push.again}
            onClose={() => {
              // A payment moved what the screen shows: it asks again.
              if (shown.state === 'paid') order.onClosed?.();
              onClose();
            }}
          />
        )
      )}
    </section>
  );
};
