import { msg } from '@lingui/core/macro';
import type { RepaymentPlanData } from '@tz-loan/contract/repayment/calls';

type Payer = Pick<RepaymentPlanData, 'bankCardInfo' | 'bankList'>;

/** The channel chosen when the screen opens: the one of the borrower's wallet, else the first. */
export const defaultChannel = ({ bankCardInfo, bankList }: Payer): string =>
  (bankList.find((channel) => channel.type === bankCardInfo.bankNode) ?? bankList[0])?.type ?? '';

export const NO_CHANNEL = msg`Choose how to pay`;
