import './products.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import { useNavigate } from 'react-router';
import { appUrl } from '../../../shared/query/app-url.ts';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { ValueRows } from '../../../shared/ui/value-rows.tsx';
import { productData } from './api/get-product-detail.ts';

/** One product `/wucheng` (PRODUCT.md §10): its terms, a representative example, and Apply. */
export const ProductPage = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { state, reload } = useScreenData(productData);
  useDocumentTitle(state.status === 'ok' ? state.data.productName : t`Product`);

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load the product`} state={state} onRetry={reload} />;
  const product = state.data;
  // A push, not a replace: back from the confirmation returns to this product.
  const apply = () => navigate(appUrl(SCREEN.loanConfirm, { productId: product.productId }));
  return (
    <main className="lp lp-with-apply">
      <header className="lp-card lp-product-head">
        <img src={product.productLogo} alt="" width="48" height="48" />
        <h1>{product.productName}</h1>
      </header>
      <section className="lp-card">
        <h2>
          <Trans>Terms</Trans>
        </h2>
        <ValueRows rows={product.terms} />
      </section>
      <section className="lp-card">
        <h2>
          <Trans>Representative example</Trans>
        </h2>
        <ValueRows rows={product.example} />
      </section>
      <footer className="lp-apply">
        <button type="button" onClick={apply}>
          <Trans>Apply</Trans>
        </button>
      </footer>
    </main>
  );
};

export const page: ScreenPage = { Component: ProductPage, data: productData };
