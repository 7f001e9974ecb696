import { Trans } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Link } from '../../../shared/ui/app-link.tsx';

/**
 * No code to show (none made yet, or nothing kept on this phone): the way to make one. The order and
 * product go along as common params of the page.
 */
export const NoCode = () => {
  const appUrl = useAppUrl();
  return (
    <main className="code-page">
      <h1 className="code-title">
        <Trans>Repayment code</Trans>
      </h1>
      <section className="code-card code-none">
        <p>
          <Trans>No repayment code yet.</Trans>
        </p>
        <Link className="code-button" to={appUrl(SCREEN.instalments)}>
          <Trans>Choose how to pay</Trans>
        </Link>
      </section>
    </main>
  );
};
