import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';

/** What the pay page adds to the address it returns to when a payment did not go through. */
export const PAYMENT_FAILED = { param: 'payment', value: 'failed' } as const;

/**
 * Back from the provider's pay page after a payment that did not go through: the screen says so, since
 * the loan itself looks just as it did before.
 */
export const PaymentFailedNotice = () => {
  const [query] = useSearchParams();
  if (query.get(PAYMENT_FAILED.param) !== PAYMENT_FAILED.value) return null;
  return (
    <p className="ld-notice" role="alert">
      <strong>
        <Trans>Your payment did not go through.</Trans>
      </strong>{' '}
      <Trans>No money was taken. You can try again, or choose another way to pay.</Trans>
    </p>
  );
};
