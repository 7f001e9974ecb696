import { Trans, useLingui } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import { useNavigate } from 'react-router';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import type { PayCodeOutcome, RepayOrder } from './pay-now-order.ts';

type Props = { order: RepayOrder; outcome: PayCodeOutcome; onClose: () => void };

/** After a pay code or QR was made: what to do with it, its payment number, and the way to see it. */
export const PayCodeDialog = ({ order, outcome, onClose }: Props) => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  const navigate = useNavigate();
  const { tradeNo } = outcome;
  return (
    <Dialog
      visible
      title={t`Payment started`}
      actions={[
        { key: 'close', text: t`Close`, onClick: onClose },
        {
          key: 'code',
          text: t`View repayment code`,
          primary: true,
          onClick: () =>
            navigate(
              appUrl(SCREEN.repaymentCode, {
                orderId: order.orderId,
                productId: order.productId,
                tradeNo,
              }),
            ),
        },
      ]}
    >
      <p className="pay-now-notice">{outcome.notice}</p>
      <p className="pay-now-trade">
        <Trans>Payment number: {tradeNo}</Trans>
      </p>
    </Dialog>
  );
};
