import type { PayoutProvider } from './payout-provider.ts';

export const NO_ACCOUNT_REASON = 'No payout account is bound';
export const REJECTED_ACCOUNT_REASON = 'The provider rejected the account';

/**
 * Moves no money. Its documented rule lets a tester choose the outcome by the account they bind:
 * an account number ending in '000' is rejected (→ 151), any other is paid; no account fails.
 */
export const createSandboxPayout = (): PayoutProvider => ({
  async send({ orderId, account }) {
    if (!account) return { ok: false, reason: NO_ACCOUNT_REASON };
    if (account.accountNumber.endsWith('000')) return { ok: false, reason: REJECTED_ACCOUNT_REASON };
    return { ok: true, reference: `SBX-${orderId}-${Date.now().toString(36).toUpperCase()}` };
  },
});
