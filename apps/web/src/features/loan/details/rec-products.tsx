import type { RecProduct } from '@tz-loan/contract/product';
import { Link } from 'react-router';
import { appUrl } from '../../../shared/query/app-url.ts';
import { RecList } from '../shared/rec-list.tsx';

/** The recommended products of loan details (loan-market flag on); each opens the native product page. */
export const RecProducts = ({ products }: { products: RecProduct[] }) => (
  <section className="ld-card">
    <h2>Recommended for you</h2>
    <RecList products={products} />
    <Link className="ld-more" to={appUrl('/period')}>
      Click to view more products
    </Link>
  </section>
);
