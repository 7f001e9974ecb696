import type { ProductSummary } from '@tz-loan/contract/loan/home';
import { formatRange } from './format.ts';
import { ProductLogo } from './ProductLogo.tsx';
import { T, useSay } from './texts.ts';

export type ProductsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; products: ProductSummary[] };

type Props = {
  state: ProductsState;
  /** Left out while the borrower has a loan in progress: the offers show, with nothing to apply with. */
  onApply?: ((product: ProductSummary) => void) | undefined;
  onRetry: () => void;
};

export const ProductList = ({ state, onApply, onRetry }: Props) => {
  const say = useSay();
  if (state.status === 'loading') return <p className="placeholder">{say(T.loadingOffers)}</p>;
  if (state.status === 'error') {
    return (
      <div className="placeholder" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {say(T.tryAgain)}
        </button>
      </div>
    );
  }
  if (state.products.length === 0) return <p className="placeholder">{say(T.noOffers)}</p>;
  return (
    <ul className="cards" aria-label={say(T.loanProducts)}>
      {state.products.map((product) => (
        <li key={product.productId} className="card product" data-testid="product-card">
          <div className="product__head">
            <ProductLogo src={product.productLogo} name={product.productName} />
            <div className="product__title">
              <h3 data-testid="product-name">{product.productName}</h3>
              <span className="product__meta">
                {say(T.days, { days: product.termDays })} ·{' '}
                {product.periods > 1 ? say(T.instalments, { count: product.periods }) : say(T.oneInstalment)}
              </span>
            </div>
          </div>
          <div className="product__amount">
            <span className="product__label">{say(T.loanAmount)}</span>
            <strong data-testid="product-range">{formatRange(product.amountMin, product.amountMax)}</strong>
          </div>
          {onApply && (
            <button
              type="button"
              className="btn btn--primary"
              aria-label={say(T.applyFor, { product: product.productName })}
              onClick={() => onApply(product)}
            >
              {say(T.apply)}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
};
