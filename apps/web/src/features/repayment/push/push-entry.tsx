import './push-entry.css';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../../shared/screens/lazy-part.tsx';
import { getPushState } from './api/push-state.ts';
import type { PushFacts, PushOrder } from './push-order.ts';
import { pushToShow } from './push-seen.ts';

// The panel, its texts and the wallets' list come with the first tap, or with a push to show: the pay
// screens' first load carries this button and one call only (0.6 KB gzip; their budget leaves little).
const PushPanel = lazyPart('src/features/repayment/push/push-panel.tsx', () =>
  import('./push-panel.tsx').then((module) => module.PushPanel),
);

/**
 * 'Pay from my phone' (PRODUCT.md §17) on a pay screen. A push of the order still open, or ended in
 * the last minutes, opens the panel at once, where it stands: the borrower who left the screen while
 * paying finds it again.
 */
export const PayFromPhone = (order: PushOrder) => {
  const [open, setOpen] = useState(false);
  const [facts, setFacts] = useState<PushFacts | null>(null);

  // The screens are keyed by their order: one answer per mount.
  useEffect(() => {
    getPushState({ orderId: order.orderId }).then(
      ({ data }) => {
        if (data) setFacts(data);
        if (pushToShow(data ?? null)) setOpen(true);
      },
      () => undefined,
    );
  }, [order.orderId]);

  return (
    <section className="push-entry">
      <button type="button" className="push-entry-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Trans>Pay from my phone</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PushPanel order={order} facts={facts} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
};
