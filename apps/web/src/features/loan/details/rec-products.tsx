import type { RecProduct } from '@tz-loan/contract/product';
import { Link } from 'react-router';
import { sendToNative } from '../../../shared/bridge/bridge.ts';
import { appUrl } from '../../../shared/query/app-url.ts';

/** The recommended products of loan details (loan-market flag on); each opens the native product page. */
export const RecProducts = ({ products }: { products: RecProduct[] }) => (
  <section className="ld-card">
    <h2>Recommended for you</h2>
    <ul className="ld-rec">
      {products.map((p) => (
        <li key={p.productId}>
          <img src={p.productLogo} alt="" width="40" height="40" />
          <div>
            <strong>{p.productName}</strong>
            <span>{p.amountRange} TZS</span>
            <span>{p.rate}</span>
            <span>{p.description}</span>
          </div>
          <button type="button" onClick={() => sendToNative('toP', { productId: p.productId })}>
            {p.buttonText}
          </button>
        </li>
      ))}
    </ul>
    <Link className="ld-more" to={appUrl('/period')}>
      Click to view more products
    </Link>
  </section>
);
