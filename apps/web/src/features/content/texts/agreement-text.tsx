import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BOUNDS } from '../lender/bounds.ts';

/**
 * The loan agreement with SPEC.md §9's bounds, as every loan's contract states them. Written once for
 * `/elkDandeli` and the official site's `/Loan`; `lender` names the Lender.
 */
export const AgreementText = ({ lender }: { lender: ReactNode }) => {
  const { min, max, minDays, maxDays, apr, age } = BOUNDS;
  return (
    <div className="content-text">
      <p>
        <Trans>
          This agreement is made between the Lender, a registered non-bank lender company named below, and the
          person who applies for a loan in the app (the Borrower). Before applying, the Borrower is shown the
          figures of their own loan; they are part of this agreement.
        </Trans>
      </p>
      <ol className="agreement-terms">
        <li>
          <Trans>The Borrower confirms being {age} years of age or older.</Trans>
        </li>
        <li>
          <Trans>
            The Lender lends amounts from {min} TZS to {max} TZS.
          </Trans>
        </li>
        <li>
          <Trans>
            A loan runs from {minDays} to {maxDays} days from the day it is paid out, and is repaid in the
            instalments its repayment plan shows.
          </Trans>
        </li>
        <li>
          <Trans>
            The annual percentage rate (APR) of every loan is below {apr}. A loan costs its interest and a
            one-off service fee, both shown as amounts before applying, with the total repayable. Nothing else
            is charged, apart from the overdue penalty if an instalment is paid late, and the roll-over fee if
            the Borrower asks for a roll-over.
          </Trans>
        </li>
        <li>
          <Trans>
            The loan is paid out to the Borrower's payout account once the application is approved. Due dates
            are counted from the day of the payout.
          </Trans>
        </li>
        <li>
          <Trans>
            The Borrower pays each instalment by its due date, with a pay code or mobile money, and may pay
            more, or everything still owed, at any time. Each payment goes to the instalments in order.
          </Trans>
        </li>
        <li>
          <Trans>
            For each day after an instalment's due date and the product's grace days, an overdue penalty is
            charged on the part still unpaid, at the daily rate the loan's key facts state. Where the product
            allows it, a roll-over moves the unpaid due dates later for a fee shown before paying; a penalty
            already charged stays.
          </Trans>
        </li>
        <li>
          <Trans>
            The Lender uses the Borrower's device information, identity document and selfie images, device
            identifiers and approximate location for loan checks, as the privacy policy says. The data is
            deleted after use and shared only with partner financial institutions, regulators or as the law
            requires.
          </Trans>
        </li>
        <li>
          <Trans>Questions and complaints go to the Lender, at the contact details below.</Trans>
        </li>
      </ol>
      <h2>
        <Trans>The Lender</Trans>
      </h2>
      {lender}
    </div>
  );
};
