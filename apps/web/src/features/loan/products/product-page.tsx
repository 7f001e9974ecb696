import './products.css';
import '../confirm/confirm.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import { useNavigate } from 'react-router';
import { appUrl } from '../../../shared/query/app-url.ts';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { ProductLogo } from '../../../shared/ui/product-logo.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { ValueRows } from '../../../shared/ui/value-rows.tsx';
import { useOfferChoice } from '../confirm/api/get-offer.ts';
import { choiceOf, choiceParams } from '../confirm/choice.ts';
import { OfferChoice } from '../confirm/choice-controls.tsx';
import { DetailRows, PlanCards } from '../confirm/confirm-parts.tsx';
import { type ProductData, productData } from './api/get-product-detail.ts';

/**
 * One product `/wucheng` (PRODUCT.md §10, §19): the borrower chooses the amount and the term and reads
 * the server's figures for that choice, then the product's terms and its representative example;
 * Apply opens the confirmation on the choice shown.
 */
const Product = ({ data: { product, offer: first } }: { data: ProductData }) => {
  const navigate = useNavigate();
  const { shown, choice, choose, pending, failed } = useOfferChoice(first);
  // A push, not a replace: back from the confirmation returns to this product.
  const apply = () =>
    navigate(appUrl(SCREEN.loanConfirm, { productId: product.productId, ...choiceParams(choiceOf(shown)) }));
  return (
    <main className="lp lp-with-apply">
      <header className="lp-card lp-product-head">
        <ProductLogo src={product.productLogo} size={48} />
        <h1>{product.productName}</h1>
      </header>
      <OfferChoice first={first} choice={choice} choose={choose} pending={pending} failed={failed} />
      <section className="lp-card" aria-labelledby="lp-your-loan" aria-busy={pending}>
        <h2 id="lp-your-loan">
          <Trans>Your loan</Trans>
        </h2>
        <DetailRows rows={shown.details} />
      </section>
      {shown.repay_plans.length > 0 && (
        <section aria-busy={pending}>
          <h2 className="confirm-section">
            <Trans>Repayment information</Trans>
          </h2>
          <PlanCards plans={shown.repay_plans} />
        </section>
      )}
      <section className="lp-card" aria-labelledby="lp-terms">
        <h2 id="lp-terms">
          <Trans>Terms</Trans>
        </h2>
        <ValueRows rows={product.terms} />
      </section>
      <section className="lp-card" aria-labelledby="lp-example">
        <h2 id="lp-example">
          <Trans>Representative example</Trans>
        </h2>
        <ValueRows rows={product.example} />
      </section>
      <footer className="lp-apply">
        <button type="button" onClick={apply} disabled={pending}>
          <Trans>Apply</Trans>
        </button>
      </footer>
    </main>
  );
};

export const ProductPage = () => {
  const { t } = useLingui();
  const { state, reload } = useScreenData(productData);
  useDocumentTitle(state.status === 'ok' ? state.data.product.productName : t`Product`);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load the product`} state={state} onRetry={reload} />;
  return <Product data={state.data} />;
};

export const page: ScreenPage = { Component: ProductPage, data: productData };
