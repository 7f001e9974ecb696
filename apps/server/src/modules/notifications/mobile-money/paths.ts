import { API_BASE } from '@tz-loan/contract/platform/constants';

/** Where the mobile-money provider posts what became of a push or a payout. */
export const MOBILE_MONEY_CALLBACK_PATH = `${API_BASE}/payment/mobile-money/callback`;
