import '../../../shared/ui/text-input.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { showInfo } from '../../../shared/ui/toast.ts';
import { useMoneyAction } from '../pay-now/pay-now-action.ts';
import type { RepayOrder } from '../pay-now/pay-now-order.ts';
import { submitPaymentReference } from './api/submit-utr.ts';

/**
 * The payment reference (UTR) of a payment made outside the app, for staff to match it. An empty
 * reference is not sent. The server's answer is toasted: its message on success, the client's
 * toast on a refusal.
 */
export const UtrForm = ({ order }: { order: RepayOrder }) => {
  const { t } = useLingui();
  const inputId = useId();
  const [utr, setUtr] = useState('');
  const { busy, run } = useMoneyAction();

  const submit = async () => {
    const reference = utr.trim();
    if (!reference) return;
    const input = { orderId: order.orderId, utr: reference, isDelay: order.isDelay };
    const envelope = await run(input, (idempotencyKey) => submitPaymentReference(input, idempotencyKey));
    if (envelope?.code !== 0) return;
    showInfo(envelope.message || t`Reference received.`);
    setUtr('');
  };

  return (
    <section className="repay-card utr-form">
      <label className="repay-label" htmlFor={inputId}>
        <Trans>Payment reference</Trans>
      </label>
      <p className="utr-hint">
        <Trans>
          Paid outside the app? Enter the payment reference: it is in the confirmation SMS your wallet sent
          you.
        </Trans>
      </p>
      <div className="utr-row">
        <input
          id={inputId}
          className="text-input"
          value={utr}
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setUtr(event.target.value)}
        />
        <button type="button" className="utr-submit" disabled={busy} onClick={submit}>
          <Trans>Submit reference</Trans>
        </button>
      </div>
    </section>
  );
};
