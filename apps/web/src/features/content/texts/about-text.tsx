import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BOUNDS } from '../lender/bounds.ts';

/**
 * About us (SPEC.md §2): mission, advantages, team, contact. Written once for `/yan` and the official
 * site's `/About`; `contact` is how to reach the lender.
 */
export const AboutText = ({ contact }: { contact: ReactNode }) => {
  const { min, max, minDays, maxDays, apr } = BOUNDS;
  return (
    <div className="content-text">
      <section>
        <h2>
          <Trans>Our mission</Trans>
        </h2>
        <p>
          <Trans>
            We lend to people in Tanzania quickly, fairly and clearly: you see the whole cost of a loan before
            you apply, and the money comes to your mobile-money wallet or bank account.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Why borrow with us</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Loans from {min} TZS to {max} TZS, for {minDays} to {maxDays} days.
            </Trans>
          </li>
          <li>
            <Trans>The annual percentage rate (APR) is always below {apr}.</Trans>
          </li>
          <li>
            <Trans>The total repayable is shown before you apply: no hidden fees.</Trans>
          </li>
          <li>
            <Trans>Apply in the app with your phone number: no paperwork, no queue at an office.</Trans>
          </li>
          <li>
            <Trans>Repay with mobile money or at an agent, with a pay code.</Trans>
          </li>
          <li>
            <Trans>Your personal data is protected under the Personal Data Protection Act, 2022.</Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>Our team</Trans>
        </h2>
        <p>
          <Trans>
            Credit officers check every application, customer service staff answer your calls and messages in
            Kiswahili and English, and engineers keep the app safe and working.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Contact</Trans>
        </h2>
        <p>
          <Trans>Call us, write to us or visit us: we answer in Kiswahili and English.</Trans>
        </p>
        {contact}
      </section>
    </div>
  );
};
