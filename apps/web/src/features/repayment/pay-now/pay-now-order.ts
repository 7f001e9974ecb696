import { useSearchParams } from 'react-router';

export type RepayOrder = {
  orderId: string;
  productId?: string;
  /** '1' pays the deferral fee, '0' instalments. */
  isDelay: '0' | '1';
  /** Opened from 'Pay off today': every instalment chosen. */
  payoff?: boolean;
};

/** A pay code or QR was made: what the popup says. */
export type PayCodeOutcome = { notice: string; tradeNo: string };

/** The order a repayment screen pays, from its URL (`productId` or its alias `product_id`). */
export const useRepayOrder = (isDelay: RepayOrder['isDelay']): RepayOrder => {
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? '';
  const productId = query.get('productId') || query.get('product_id') || undefined;
  return { orderId, productId, isDelay, payoff: query.get('payoff') === '1' };
};
