import './rec-list.css';
import type { RecProduct } from '@tz-loan/contract/loan/product';
import { sendToNative } from '../../../shared/bridge/bridge.ts';
import { ProductLogo } from '../../../shared/ui/product-logo.tsx';

/** Recommended products, one row each; its button opens the native product page (`toP`). */
export const RecList = ({ products }: { products: RecProduct[] }) => (
  <ul className="rec-list">
    {products.map((p) => (
      <li key={p.productId}>
        <ProductLogo src={p.productLogo} size={40} />
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
);
