import type { CallData } from '@tz-loan/contract/platform/call';
import type { pushState } from '@tz-loan/contract/repayment/push';

/** What a pay screen hands to 'Pay from my phone': the order, and the amount it would pay now. */
export type PushOrder = {
  orderId: string;
  /** '1' pays the roll-over fee, '0' instalments. */
  isDelay: '0' | '1';
  /** Minor units; null when the screen has nothing payable chosen. */
  amount: number | null;
  /** Why the amount cannot be paid, in the reader's language (the screen's own rule). */
  amountProblem?: string;
  productId?: string;
  /** Where 'Back to my loan' leads, when not to loan details (the channel app has none). */
  loanUrl?: string;
  /** Told when the borrower closes the panel after a payment: the screen asks for what it changed. */
  onClosed?: (() => void) | undefined;
};

export type PushFacts = CallData<typeof pushState>;
