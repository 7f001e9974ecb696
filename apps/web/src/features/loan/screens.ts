import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: '/waffleLemo', name: 'Loan confirmation', page: './confirm/confirm-page.tsx' },
  { path: '/squidChive', name: 'Order', page: './details/loan-details-page.tsx' },
  { path: '/squidChive1', name: 'Loan detail', page: './details/loan-details-page.tsx' },
  { path: '/riceLemonK', name: 'Error page (joint login failure)', page: './failure/union-error-page.tsx' },
  { path: '/period', name: 'Recommend list', page: './products/recommend-list-page.tsx' },
  { path: '/wucheng', name: 'Product', page: './products/product-page.tsx' },
];
