import { Trans } from '@lingui/react/macro';
import type { RecProduct } from '@tz-loan/contract/loan/product';
import { SCREEN } from '@tz-loan/contract/screens';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { RecList } from '../shared/rec-list.tsx';

/** The recommended products of loan details (loan-market flag on); each opens the native product page. */
export const RecProducts = ({ products }: { products: RecProduct[] }) => {
  const appUrl = useAppUrl();
  return (
    <section className="ld-card">
      <h2>
        <Trans>Recommended for you</Trans>
      </h2>
      <RecList products={products} />
      <Link className="ld-more" to={appUrl(SCREEN.productList)}>
        <Trans>Click to view more products</Trans>
      </Link>
    </section>
  );
};
