import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';

/** What the last payment did, from the address it came back to: a card payment, or the pay page. */
export const PaidNotice = ({ query }: { query: URLSearchParams }) => {
  const paid = Number(query.get('paid'));
  if (query.has('paid') && Number.isInteger(paid) && paid > 0) {
    const amount = formatMoney(paid);
    return (
      <p className="cs-notice ok" role="status">
        <Trans>Payment received: {amount} TZS</Trans>
      </p>
    );
  }
  if (query.get('payment') === 'failed')
    return (
      <p className="cs-notice failed" role="status">
        <Trans>The e-wallet payment did not go through. Nothing was taken.</Trans>
      </p>
    );
  if (query.has('wallet'))
    return (
      <p className="cs-notice" role="status">
        <Trans>Back from the pay page. A payment can take a moment to show here.</Trans>
      </p>
    );
  return null;
};
