import { Trans, useLingui } from '@lingui/react/macro';
import type { ComplaintOrder } from '@tz-loan/contract/complaint/calls';
import { useId } from 'react';
import { OrderCard } from './order-card.tsx';

type Props = {
  orders: ComplaintOrder[];
  chosen: string;
  onChoose: (orderNo: string) => void;
  onClose: () => void;
};

/**
 * 'All': the borrower's orders to choose the complaint's order from, in a sheet from the bottom; the
 * first entry is no order (complaints of types 2–7 may name none).
 */
export const OrderSheet = ({ orders, chosen, onChoose, onClose }: Props) => {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <div className="cp-sheet-mask">
      <button type="button" className="cp-sheet-backdrop" aria-label={t`Close`} onClick={onClose} />
      <div className="cp-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>
          <Trans>Choose an order</Trans>
        </h2>
        <ul>
          <li>
            <button
              type="button"
              className="cp-sheet-option"
              aria-pressed={chosen === ''}
              onClick={() => onChoose('')}
            >
              <Trans>No order (a general complaint)</Trans>
            </button>
          </li>
          {orders.map((order) => (
            <li key={order.orderNo}>
              <button
                type="button"
                className="cp-sheet-option"
                aria-pressed={chosen === order.orderNo}
                aria-label={`${order.productName} ${order.orderNo}`}
                onClick={() => onChoose(order.orderNo)}
              >
                <OrderCard order={order} />
              </button>
            </li>
          ))}
        </ul>
        {orders.length === 0 && (
          <p className="cp-muted">
            <Trans>You have no loans yet.</Trans>
          </p>
        )}
      </div>
    </div>
  );
};
