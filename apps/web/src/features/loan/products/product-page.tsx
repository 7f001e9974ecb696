import './products.css';
import { LOAN_PATHS } from '@tz-loan/contract/loan-paths';
import type { productDetail } from '@tz-loan/contract/product';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import { useCall } from '../../../shared/http/use-call.ts';
import { appUrl } from '../../../shared/query/app-url.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { ValueRows } from '../../../shared/ui/value-rows.tsx';

/** One product `/wucheng` (PRODUCT.md §10): its terms, a representative example, and Apply. */
export const ProductPage = () => {
  const [search] = useSearchParams();
  const productId = search.get('productId') || search.get('product_id') || '';
  const navigate = useNavigate();
  const { state, reload } = useCall(productId, () =>
    // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
    callApi<typeof productDetail>(firstClient, LOAN_PATHS.productDetail, { productId }, { silent: true }),
  );
  useDocumentTitle(state.status === 'ok' ? state.data.productName : 'Product');

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title="Could not load the product" state={state} onRetry={reload} />;
  const product = state.data;
  // A push, not a replace: back from the confirmation returns to this product.
  const apply = () => navigate(appUrl('/waffleLemo', { productId: product.productId }));
  return (
    <main className="lp lp-with-apply">
      <header className="lp-card lp-product-head">
        <img src={product.productLogo} alt="" width="48" height="48" />
        <h1>{product.productName}</h1>
      </header>
      <section className="lp-card">
        <h2>Terms</h2>
        <ValueRows rows={product.terms} />
      </section>
      <section className="lp-card">
        <h2>Representative example</h2>
        <ValueRows rows={product.example} />
      </section>
      <footer className="lp-apply">
        <button type="button" onClick={apply}>
          Apply
        </button>
      </footer>
    </main>
  );
};
