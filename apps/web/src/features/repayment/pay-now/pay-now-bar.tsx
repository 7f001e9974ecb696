import { Trans } from '@lingui/react/macro';

type Props = { busy: boolean; onPay: () => void };

/** Pay Now, kept in reach at the bottom of the screen. */
export const PayNowBar = ({ busy, onPay }: Props) => (
  <footer className="pay-now-bar">
    <button type="button" className="pay-now-button" disabled={busy} aria-busy={busy} onClick={onPay}>
      <Trans>Pay Now</Trans>
    </button>
  </footer>
);
