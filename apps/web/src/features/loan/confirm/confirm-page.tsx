import './confirm.css';
import { useSearchParams } from 'react-router';
import { LegacyConfirm } from './legacy-confirm.tsx';
import { MainConfirm } from './main-confirm.tsx';

// The older variant stays in this chunk: split off, it saved the main variant almost nothing and cost
// the older one a second round trip.

/** /waffleLemo, the loan confirmation: the older variant with `variant=legacy`, else the main one. */
export const ConfirmPage = () => {
  const [query] = useSearchParams();
  const productId = query.get('productId') || query.get('product_id') || '';
  const orderId = query.get('orderId') || undefined;
  return query.get('variant') === 'legacy' ? (
    <LegacyConfirm productId={productId} orderId={orderId} />
  ) : (
    <MainConfirm productId={productId} orderId={orderId} />
  );
};
