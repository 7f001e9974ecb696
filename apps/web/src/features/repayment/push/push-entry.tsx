import './push-entry.css';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { getPushState } from './api/push-state.ts';
import type { PushFacts, PushOrder } from './push-order.ts';

// The panel, its texts and the wallets' list come with the first tap, or with a push to show: the pay
// screens' first load carries this button and one call only.
const PushPanel = lazy(() => import('./push-panel.tsx').then((module) => ({ default: module.PushPanel })));

/**
 * 'Pay from my phone' (PRODUCT.md §17) on a pay screen. A push already made for the order opens the
 * panel at once, where it stands: the borrower who left the screen while paying finds it again.
 */
export const PayFromPhone = (order: PushOrder) => {
  const { orderId } = order;
  const [open, setOpen] = useState(false);
  const [facts, setFacts] = useState<PushFacts | null>(null);
  const panelId = useId();

  useEffect(() => {
    let live = true;
    getPushState({ orderId }).then(
      (answer) => {
        if (!live || !answer.data) return;
        setFacts(answer.data);
        if (answer.data.push) setOpen(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  return (
    <section className="push-entry">
      <button
        type="button"
        className="push-entry-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Trans>Pay from my phone</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PushPanel id={panelId} order={order} facts={facts} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
};
