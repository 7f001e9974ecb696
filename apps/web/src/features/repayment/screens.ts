import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: SCREEN.instalments, name: 'Repay', page: './instalment/instalment-page.tsx' },
  { path: SCREEN.rollOver, name: 'Repay delay', page: './deferral/deferral-page.tsx' },
  { path: SCREEN.repayDue, name: 'Whether to repay', page: './due/spring-page.tsx' },
  { path: SCREEN.repayChoice, name: 'Repay choice', page: './choice/choice-page.tsx' },
  { path: SCREEN.repaymentCode, name: 'Repayment code', page: './code/code-page.tsx' },
  { path: SCREEN.storedRepaymentCode, name: 'Repayment code (v2)', page: './code/code-stored-page.tsx' },
  {
    path: SCREEN.paymentInstructions,
    name: 'Payment instructions (payment provider)',
    page: './instructions/instructions-page.tsx',
  },
  { path: SCREEN.loanStatement, name: 'Loan statement', page: './statement/statement-page.tsx' },
  { path: SCREEN.paymentReceipt, name: 'Payment receipt', page: './receipt/receipt-page.tsx' },
  // The card store of PRODUCT.md §13, in the channel app under /h5 (`/h5/borrowDetail?orderId=1`).
  {
    path: SCREEN.cardStorePay,
    name: 'Card store: pay',
    page: './card-store/borrow-detail-page.tsx',
    group: 'channel',
  },
  {
    path: SCREEN.cardStoreAddCard,
    name: 'Card store: add a card',
    page: './card-store/add-card-page.tsx',
    group: 'channel',
  },
  {
    path: SCREEN.cardStoreEWallet,
    name: 'Card store: e-wallet',
    page: './card-store/e-wallet-page.tsx',
    group: 'channel',
  },
];
