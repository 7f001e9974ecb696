import { Trans } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import type { ReactNode } from 'react';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Link } from '../../../shared/ui/app-link.tsx';

/**
 * The privacy text (SPEC.md §1, PRODUCT.md §15): what is collected and why, how long it is kept, with
 * whom it is shared, and the borrower's rights under Tanzania's Personal Data Protection Act 2022.
 * Written once for `/sauceEleph` and the official site's `/Policy`; `contact` is whom to ask.
 */
export const PrivacyText = ({ contact }: { contact: ReactNode }) => {
  const appUrl = useAppUrl();
  return (
    <div className="content-text">
      <section>
        <h2>
          <Trans>Who we are</Trans>
        </h2>
        <p>
          <Trans>
            The lender named below is a registered non-bank lender company in Tanzania. This policy says which
            personal data we collect when you use our app and our website, why, how long we keep it, with whom
            we share it, and the rights the Personal Data Protection Act, 2022 gives you.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>What we collect and why</Trans>
        </h2>
        <p>
          <Trans>We collect only what we need for loan checks:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Device information</strong> (your phone's model and operating system): to make sure the
              app works on it and to spot fraud.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Camera images of your identity document and a selfie</strong>: to confirm that you are
              who you say you are and that the document is yours.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Device identifiers</strong>: to recognise your phone when you log in, and to stop one
              person applying under many names.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your approximate location</strong>: to confirm that you apply from Tanzania.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            These loan checks confirm who you are, prevent fraud and tell us whether we can lend to you. To
            pay out and collect a loan we also keep your phone number, your payout account, your loan and your
            payments. We do not sell your data, and we use it for nothing else.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>How long we keep it</Trans>
        </h2>
        <p>
          <Trans>
            The camera images, the device information, the device identifiers and the location are deleted
            once they have been used for the loan checks. The records of a loan (its agreement and its
            payments) are kept for as long as the law requires after the loan is closed, then deleted.
          </Trans>
        </p>
        <p>
          <Trans>
            A message you send through our website's contact form (your name, telephone number and suggestion)
            is read only by our staff, to answer you.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>With whom we share it</Trans>
        </h2>
        <p>
          <Trans>
            We share your data only with partner financial institutions that take part in your loan (such as
            the mobile-money or bank service that pays it out and collects your payments), with regulators, or
            as the law requires. Whoever receives it must protect it as we do.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Your rights</Trans>
        </h2>
        <p>
          <Trans>Under Tanzania's Personal Data Protection Act, 2022 you have the right to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Access</strong>: ask which personal data we hold about you, and get a copy of it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Correction</strong>: have data that is wrong or incomplete corrected.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Erasure</strong>: have your data deleted when we no longer need it and the law does not
              require us to keep it.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We confirm who you are before we answer, so that nobody else receives your data. If you are not
            satisfied with our answer, you may complain to the Personal Data Protection Commission.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Whom to ask</Trans>
        </h2>
        <p>
          <Trans>
            In the app, Me › My data shows what we hold and lets you download it, ask for a correction or
            delete your account. Without the app, use our{' '}
            <Link to={appUrl(SCREEN.dataRequest)}>data request page</Link> with your phone number and an SMS
            code.
          </Trans>
        </p>
        <p>
          <Trans>
            Send a request, or any question about your data, to the lender: write to the e-mail address below,
            call us or visit our office.
          </Trans>
        </p>
        {contact}
      </section>
    </div>
  );
};
