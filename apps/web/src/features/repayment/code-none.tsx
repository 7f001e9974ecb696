import { Link } from 'react-router';
import { appUrl } from '../../shared/query/app-url.ts';

/**
 * No code to show (none made yet, or nothing kept on this phone): the way to make one. The order and
 * product go along as common params of the page.
 */
export const NoCode = () => (
  <main className="code-page">
    <h1 className="code-title">Repayment code</h1>
    <section className="code-card code-none">
      <p>No repayment code yet.</p>
      <Link className="code-button" to={appUrl('/sunflowerP')}>
        Choose how to pay
      </Link>
    </section>
  </main>
);
