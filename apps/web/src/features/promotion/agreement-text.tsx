import { Trans } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import { useAppUrl } from '../../shared/scope/use-page-urls.ts';

/** What a visitor agrees to by registering on the landing: who, which data and why, the SMS. */
export const AgreementText = () => {
  const appUrl = useAppUrl();
  return (
    <div className="pr-text">
      <section>
        <h2>
          <Trans>Who can register</Trans>
        </h2>
        <p>
          <Trans>
            You can register if you are 18 or older, live in Tanzania and use a Tanzanian mobile number that
            is yours. One number makes one account. Registering does not give you a loan and costs nothing:
            you apply for a loan in the app, and you see every fee before you agree to it.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>What we keep and why</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Your mobile number</strong>: it is your account. You log in with it and we send your
              verification codes and loan messages to it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Where you came from</strong> (the offer, the advert and any invitation code in the
              link): to know which offers reach people, and to credit whoever invited you.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your phone's platform</strong> (Android or iPhone): to show you the right download link.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We do not sell this data and use it for nothing else. The app asks for more only when you apply
            for a loan, and says why when it does.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Text messages</Trans>
        </h2>
        <p>
          <Trans>
            By asking for a code you agree that we send a verification code to your number by SMS. After you
            register we send you messages about your account and your loans. We do not send advertising by SMS
            without asking you first. Never share a verification code with anyone, even someone who says they
            work for us.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Your data and your rights</Trans>
        </h2>
        <p>
          <Trans>
            The <a href={appUrl(SCREEN.privacyPolicy)}>privacy policy</a> says how we protect your data, how
            long we keep it, with whom we may share it, and how to see, correct or delete it under the
            Personal Data Protection Act, 2022.
          </Trans>
        </p>
      </section>
    </div>
  );
};
