import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: SCREEN.loanConfirm, name: 'Loan confirmation', page: './confirm/confirm-page.tsx' },
  { path: SCREEN.loanDetails, name: 'Order', page: './details/loan-details-page.tsx' },
  { path: SCREEN.loanDetailsAlias, name: 'Loan detail', page: './details/loan-details-page.tsx' },
  {
    path: SCREEN.jointLoginFailure,
    name: 'Error page (joint login failure)',
    page: './failure/union-error-page.tsx',
  },
  { path: SCREEN.productList, name: 'Recommend list', page: './products/recommend-list-page.tsx' },
  { path: SCREEN.product, name: 'Product', page: './products/product-page.tsx' },
];
