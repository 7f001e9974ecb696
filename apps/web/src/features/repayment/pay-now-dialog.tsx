import { useNavigate } from 'react-router';
import { appUrl } from '../../shared/query/app-url.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import type { PayCodeOutcome, RepayOrder } from './pay-now-order.ts';

type Props = { order: RepayOrder; outcome: PayCodeOutcome; onClose: () => void };

/** After a pay code or QR was made: what to do with it, its trade number, and the way to see it. */
export const PayCodeDialog = ({ order, outcome, onClose }: Props) => {
  const navigate = useNavigate();
  return (
    <Dialog
      visible
      title="Payment started"
      actions={[
        { key: 'close', text: 'Close', onClick: onClose },
        {
          key: 'code',
          text: 'View repayment code',
          primary: true,
          onClick: () =>
            navigate(
              appUrl('/repaymentOfCode', {
                orderId: order.orderId,
                productId: order.productId,
                tradeNo: outcome.tradeNo,
              }),
            ),
        },
      ]}
    >
      <p className="pay-now-notice">{outcome.notice}</p>
      <p className="pay-now-trade">Trade number: {outcome.tradeNo}</p>
    </Dialog>
  );
};
