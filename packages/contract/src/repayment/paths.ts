import type { CallRef } from '../platform/call-ref.ts';

/** The repayment calls' methods and paths, zod-free for the web app; their schemas are in repay.ts. */
export const REPAY_PATHS = {
  plan: { method: 'POST', path: '/v3/installment/loan-play-detail-yd' },
  delayDetail: { method: 'POST', path: '/v3/loan-details/delay-detail-yd' },
  generateCode: { method: 'POST', path: '/v3/loan-details/generate-vcode-yd' },
  submitUtr: { method: 'POST', path: '/v3/loan-details/submit-utr' },
  /** The pay code or QR of one trade, for `/repaymentOfCode`. */
  repaymentCode: { method: 'GET', path: '/v3/loan-details/repayment-code' },
} as const satisfies Record<string, CallRef>;

// Beside the spec's calls: the pay screens' first load asks where a push stands.
/** Pay from my phone (PRODUCT.md §17): our own calls, beside the spec's repayment calls. */
export const PUSH_PATHS = {
  /** Asks the wallet to push a PIN prompt to the phone for an instalment or a roll-over fee. */
  startPush: { method: 'POST', path: '/v3/repay/push' },
  /** Where a push stands: one by its trade, or the order's latest (null when none), and the defaults. */
  pushState: { method: 'GET', path: '/v3/repay/push' },
} as const satisfies Record<string, CallRef>;

/** What Pay Now leads to (the generate-code response's `repayType`). */
export const RepayType = {
  payUrl: 'PAY_URL',
  payCode: 'PAY_CODE',
  qrCode: 'QR_CODE',
  /** Pay from my phone: a PIN prompt pushed to a wallet (our own, not a generate-code answer). */
  push: 'PUSH',
} as const;

/** `repaymentOfCode`'s `showType`: 1 a pay code to copy, 2 a QR code to scan. */
export const ShowType = { payCode: 1, qrCode: 2 } as const;

/** The local storage key `/repaymentOfCode2` reads (SPEC.md §3 'RepaymentInfo'). */
export const REPAYMENT_INFO_KEY = 'repaymentInfo';
