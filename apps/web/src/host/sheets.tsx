import type { OrderSummary, ProductSummary } from '@tz-loan/contract/home';
import { useState } from 'react';
import { formatPhone, formatRange } from './format.ts';
import { PhoneIcon, StarIcon } from './icons.tsx';
import { ProductLogo } from './ProductLogo.tsx';
import { Sheet } from './Sheet.tsx';

/** The native screens the bridge can open over the app. */
export type SheetState =
  | { type: 'external'; url: string }
  | { type: 'product'; productId: string }
  | { type: 'call'; number: string }
  | { type: 'rate' };

type Props = {
  sheet: SheetState;
  products: ProductSummary[];
  /** The borrower's unfinished order: the product sheet leads there instead of to an application. */
  openLoan: OrderSummary | null;
  onClose: () => void;
  onApply: (productId: string) => void;
  onOpenLoan: (order: OrderSummary) => void;
  onRated: (stars: number) => void;
};

export const NativeSheet = ({ sheet, products, openLoan, onClose, onApply, onOpenLoan, onRated }: Props) => {
  switch (sheet.type) {
    case 'external':
      return (
        <Sheet title="Open link" onClose={onClose}>
          <p>The web app asked to open a page outside the app:</p>
          <p className="sheet__url">{sheet.url}</p>
          <div className="sheet__actions">
            <a className="btn btn--primary" href={sheet.url} target="_blank" rel="noopener noreferrer">
              Open in browser
            </a>
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              Cancel
            </button>
          </div>
        </Sheet>
      );
    case 'product':
      return (
        <ProductSheet
          productId={sheet.productId}
          products={products}
          openLoan={openLoan}
          onClose={onClose}
          onApply={onApply}
          onOpenLoan={onOpenLoan}
        />
      );
    case 'call':
      return (
        <Sheet title={`Calling ${formatPhone(sheet.number)}`} onClose={onClose}>
          <div className="calling">
            <span className="calling__icon">
              <PhoneIcon />
            </span>
            <strong>{formatPhone(sheet.number)}</strong>
            <span>Calling…</span>
          </div>
          <button type="button" className="btn btn--danger btn--block" onClick={onClose}>
            End call
          </button>
        </Sheet>
      );
    case 'rate':
      return <RateSheet onClose={onClose} onRated={onRated} />;
  }
};

const ProductSheet = ({
  productId,
  products,
  openLoan,
  onClose,
  onApply,
  onOpenLoan,
}: {
  productId: string;
  products: ProductSummary[];
  openLoan: OrderSummary | null;
  onClose: () => void;
  onApply: (productId: string) => void;
  onOpenLoan: (order: OrderSummary) => void;
}) => {
  const product = products.find((p) => p.productId === productId);
  return (
    <Sheet title={product?.productName ?? `Product ${productId}`} onClose={onClose}>
      {product ? (
        <div className="product-sheet">
          <ProductLogo src={product.productLogo} name={product.productName} size={56} />
          <dl>
            <div>
              <dt>Loan amount</dt>
              <dd>{formatRange(product.amountMin, product.amountMax)}</dd>
            </div>
            <div>
              <dt>Term</dt>
              <dd>{product.termDays} days</dd>
            </div>
            <div>
              <dt>Instalments</dt>
              <dd>{product.periods}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <p>Native product detail for product {productId}.</p>
      )}
      {openLoan ? (
        <>
          <p>You have a loan in progress. You can apply for another loan once it is finished.</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => onOpenLoan(openLoan)}>
            View my loan
          </button>
        </>
      ) : (
        <button type="button" className="btn btn--primary btn--block" onClick={() => onApply(productId)}>
          Apply
        </button>
      )}
    </Sheet>
  );
};

const RateSheet = ({ onClose, onRated }: { onClose: () => void; onRated: (stars: number) => void }) => {
  const [stars, setStars] = useState(0);
  return (
    <Sheet title="Rate TZ Loan" onClose={onClose}>
      <p className="rate__text">Enjoying the app? Rate us on the store.</p>
      <div className="rate__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className="icon-btn"
            aria-label={`${n} star${n > 1 ? 's' : ''}`}
            aria-pressed={n <= stars}
            onClick={() => setStars(n)}
          >
            <StarIcon filled={n <= stars} />
          </button>
        ))}
      </div>
      <div className="sheet__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={stars === 0}
          onClick={() => onRated(stars)}
        >
          Submit
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Not now
        </button>
      </div>
    </Sheet>
  );
};
