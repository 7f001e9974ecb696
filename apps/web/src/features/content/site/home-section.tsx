import { Trans, useLingui } from '@lingui/react/macro';
import type { LenderDetailsData } from '@tz-loan/contract/content/calls';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { BOUNDS } from '../lender/bounds.ts';
import { RepresentativeExample } from '../lender/representative-example.tsx';
import { PAGE_TEXTS } from '../texts/page-texts.ts';
import { sectionById, sectionHref } from './site-sections.ts';

/** The official site's home: what we lend, how it works, what a loan costs. */
export const HomeSection = ({ details }: { details: LenderDetailsData | null | undefined }) => {
  const { t, i18n } = useLingui();
  const appUrl = useAppUrl();
  const { apr } = BOUNDS;
  return (
    <div className="content-text">
      <p className="site-lead">{i18n._(PAGE_TEXTS.home.description)}</p>
      <p>
        <Trans>The annual percentage rate (APR) is always below {apr}.</Trans>
      </p>
      <section>
        <h2>
          <Trans>How it works</Trans>
        </h2>
        <ol className="site-steps">
          <li>
            <Trans>Log in to the app with your phone number and the code we send you by SMS.</Trans>
          </li>
          <li>
            <Trans>
              Choose a loan, and read its whole cost, its repayment plan and its agreement before you apply.
            </Trans>
          </li>
          <li>
            <Trans>
              Once your application is approved, the money comes to your mobile-money wallet or bank account.
            </Trans>
          </li>
          <li>
            <Trans>
              Repay each instalment by its due date with mobile money or at an agent, with a pay code.
            </Trans>
          </li>
        </ol>
      </section>
      <RepresentativeExample example={details?.example} />
      <p className="site-links">
        <Link className="content-button" to={appUrl(sectionHref(sectionById('contact')))}>
          {t`Send us a message`}
        </Link>
        <Link className="content-button secondary" to={appUrl(sectionHref(sectionById('lender')))}>
          {t`Who lends to you`}
        </Link>
      </p>
    </div>
  );
};
