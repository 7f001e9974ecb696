import type { OrderSummary, ProductSummary } from '@tz-loan/contract/loan/home';
import { useState } from 'react';
import { formatPhone, formatRange } from './format.ts';
import { PhoneIcon, StarIcon } from './icons.tsx';
import { ProductLogo } from './ProductLogo.tsx';
import { Sheet } from './Sheet.tsx';
import { T, useSay } from './texts.ts';

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
  const say = useSay();
  switch (sheet.type) {
    case 'external':
      return (
        <Sheet title={say(T.openLink)} onClose={onClose}>
          <p>{say(T.openLinkText)}</p>
          <p className="sheet__url">{sheet.url}</p>
          <div className="sheet__actions">
            <a className="btn btn--primary" href={sheet.url} target="_blank" rel="noopener noreferrer">
              {say(T.openInBrowser)}
            </a>
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {say(T.cancel)}
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
        <Sheet title={say(T.callingNumber, { number: formatPhone(sheet.number) })} onClose={onClose}>
          <div className="calling">
            <span className="calling__icon">
              <PhoneIcon />
            </span>
            <strong>{formatPhone(sheet.number)}</strong>
            <span>{say(T.calling)}</span>
          </div>
          <button type="button" className="btn btn--danger btn--block" onClick={onClose}>
            {say(T.endCall)}
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
  const say = useSay();
  const product = products.find((p) => p.productId === productId);
  return (
    <Sheet title={product?.productName ?? say(T.product, { productId })} onClose={onClose}>
      {product ? (
        <div className="product-sheet">
          <ProductLogo src={product.productLogo} name={product.productName} size={56} />
          <dl>
            <div>
              <dt>{say(T.loanAmount)}</dt>
              <dd>{formatRange(product.amountMin, product.amountMax)}</dd>
            </div>
            <div>
              <dt>{say(T.term)}</dt>
              <dd>{say(T.days, { days: product.termDays })}</dd>
            </div>
            <div>
              <dt>{say(T.instalmentsLabel)}</dt>
              <dd>{product.periods}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <p>{say(T.productDetail, { productId })}</p>
      )}
      {openLoan ? (
        <>
          <p>{say(T.youHaveLoanApplyLater)}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => onOpenLoan(openLoan)}>
            {say(T.viewMyLoan)}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn--primary btn--block" onClick={() => onApply(productId)}>
          {say(T.apply)}
        </button>
      )}
    </Sheet>
  );
};

const RateSheet = ({ onClose, onRated }: { onClose: () => void; onRated: (stars: number) => void }) => {
  const say = useSay();
  const [stars, setStars] = useState(0);
  return (
    <Sheet title={say(T.rateTitle)} onClose={onClose}>
      <p className="rate__text">{say(T.rateText)}</p>
      <div className="rate__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className="icon-btn"
            aria-label={n > 1 ? say(T.stars, { count: n }) : say(T.star)}
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
          {say(T.submit)}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {say(T.notNow)}
        </button>
      </div>
    </Sheet>
  );
};
