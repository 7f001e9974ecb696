import type { RepaymentWayData, repaymentWay } from '@tz-loan/contract/repayment/card-store';
import { CARD_STORE_PATHS } from '@tz-loan/contract/repayment/card-store-paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';

// `#/borrowDetail` and `#/addnormalcard` show what `repayment-way` answers: what is owed, the saved
// cards, the banks and a fresh repay token. Silent: a refusal is said on the page itself, with Retry.
export const getRepaymentWay: ScreenData<RepaymentWayData> = ({ query, http }) =>
  callApi<typeof repaymentWay>(
    http,
    CARD_STORE_PATHS.repaymentWay,
    { orderId: query.get('orderId') ?? '' },
    { silent: true },
  );

/** The same, asked again for a fresh repay token once the last one is spent. Silent: the caller says why. */
export const getRepaymentWayAgain = (orderId: string) =>
  callApi<typeof repaymentWay>(apiClient, CARD_STORE_PATHS.repaymentWay, { orderId }, { silent: true });
