import type { ComplaintOrder } from '@tz-loan/contract/complaint/calls';
import { KeepDates } from '../../shared/ui/keep-dates.tsx';
import { ProductLogo } from '../../shared/ui/product-logo.tsx';

/** One of the borrower's orders: logo, product name, status and its rows (SPEC.md §2). */
export const OrderCard = ({ order }: { order: ComplaintOrder }) => (
  <div className="cp-order">
    <div className="cp-order-head">
      <ProductLogo src={order.productLogo} size={32} />
      <span className="cp-order-name">{order.productName}</span>
      <span className="cp-order-status" data-status={order.status}>
        {order.statusText}
      </span>
    </div>
    <dl className="cp-order-rows">
      {order.rows.map((row) => (
        <div key={row.title}>
          <dt>{row.title}</dt>
          <dd>
            <KeepDates text={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  </div>
);
