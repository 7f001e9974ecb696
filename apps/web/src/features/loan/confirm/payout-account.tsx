import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmationData } from '@tz-loan/contract/loan/calls';
import { SCREEN } from '@tz-loan/contract/screens';
import { useNavigate } from 'react-router';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { showInfo } from '../../../shared/ui/toast.ts';

type Card = ConfirmationData['bankCardInfo'];

/** The bind-bank page, which comes back to this confirmation (source=confirmUrl). */
/**
 * 'Payout account': the account the loan is paid to (a mobile-money wallet or a bank account), opening the bind-bank page. Two lines that never
 * wrap, title then account, so that it stays two lines on a 360 px phone whatever the provider's name
 * and the language; a long provider name is cut short, never the masked number.
 */
export const BankBox = ({ card, productId }: { card: Card; productId: string }) => {
  const appUrl = useAppUrl();
  return (
    <Link
      className="confirm-card confirm-bank"
      to={appUrl(SCREEN.payoutAccountForm, { source: 'confirmUrl', productId })}
    >
      <span className="confirm-bank-line confirm-bank-title">
        <Trans>Payout account</Trans>
      </span>
      {card ? (
        <span className="confirm-bank-line confirm-bank-account">
          <span className="confirm-bank-name">{card.bankName}</span>{' '}
          <span className="confirm-bank-number">{card.cardNo}</span>
        </span>
      ) : (
        <span className="confirm-bank-line confirm-bank-empty">
          <Trans>Add an account to receive your loan</Trans>
        </span>
      )}
    </Link>
  );
};

/**
 * Apply, once there is an account to pay the loan to: without one the server refuses the submit, so
 * the borrower is asked for it and taken to the bind-bank page instead (as the box above does).
 */
export const useAccountFirst = (card: Card, productId: string, apply: () => void) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const appUrl = useAppUrl();
  return () => {
    if (card) {
      apply();
      return;
    }
    showInfo(t`Please add the account that will receive your loan first.`);
    navigate(appUrl(SCREEN.payoutAccountForm, { source: 'confirmUrl', productId }));
  };
};
