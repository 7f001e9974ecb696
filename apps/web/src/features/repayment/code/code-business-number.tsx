import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_NUMBER } from '@tz-loan/contract/repayment/mobile-money';
import { CopyButton } from './code-copy-button.tsx';

/**
 * The business number a wallet's bill pay (Lipa Bili) asks for, beside the pay code that is the
 * reference: with both on one screen a code can be paid without the payment instructions.
 */
export const BusinessNumber = () => {
  const { t } = useLingui();
  return (
    <div className="code-contract code-business">
      <div>
        <p className="code-label">
          <Trans>Business number (Lipa Bili)</Trans>
        </p>
        <p className="code-select" data-testid="business-number">
          {BUSINESS_NUMBER}
        </p>
      </div>
      <CopyButton text={BUSINESS_NUMBER} label={t`Copy business number`} />
    </div>
  );
};
