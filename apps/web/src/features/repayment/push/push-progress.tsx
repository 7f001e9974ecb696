import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { findWallet } from '@tz-loan/contract/repayment/mobile-money';
import type { PushView } from '@tz-loan/contract/repayment/push';
import type { PushState } from '@tz-loan/contract/repayment/push-paths';
import { Link } from '../../../shared/ui/app-link.tsx';

/** The state in the app's own words; the server's `message` says the rest in the reader's language. */
const HEADLINE: Record<PushState, ReturnType<typeof msg>> = {
  sending: msg`Sending the PIN prompt…`,
  waiting: msg`Waiting for your PIN`,
  paid: msg`Paid`,
  declined: msg`Declined`,
  timedOut: msg`No PIN was entered in time`,
  failed: msg`The payment did not go through`,
};

/**
 * Where the push stands: said in the live region, so a screen reader follows it too. The server's
 * message says the rest, 'Nothing was taken' included when nothing was.
 */
export const PushStatus = ({ push }: { push: PushView }) => {
  const { i18n } = useLingui();
  const wallet = findWallet(push.wallet)?.name ?? push.wallet;
  const amount = formatMoney(push.amount);
  const { phone, receipt } = push;
  return (
    <div className={`push-status ${push.state}`}>
      <p className="push-headline">{i18n._(HEADLINE[push.state])}</p>
      <p className="push-message">{push.message}</p>
      <p className="push-detail">
        {wallet} · {phone} · {amount} TZS
      </p>
      {push.state === 'paid' && receipt && (
        <p className="push-receipt">
          <Trans>Receipt: {receipt}</Trans>
        </p>
      )}
    </div>
  );
};

type NextProps = { push: PushView; loanUrl: string; onAgain: () => void; onClose: () => void };

/** What the borrower can do once the push has ended. */
export const PushNext = ({ push, loanUrl, onAgain, onClose }: NextProps) =>
  push.state === 'paid' ? (
    <div className="push-actions">
      <Link className="push-pay" to={loanUrl}>
        <Trans>Back to my loan</Trans>
      </Link>
      <button type="button" className="push-secondary" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </div>
  ) : (
    <div className="push-actions">
      <button type="button" className="push-pay" onClick={onAgain}>
        <Trans>Try again</Trans>
      </button>
      <button type="button" className="push-secondary" onClick={onClose}>
        <Trans>Choose another way to pay</Trans>
      </button>
    </div>
  );
