import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

// The card store of PRODUCT.md §13, in the channel app at /h5/ (hash routes).
export const screens: ScreenDeclaration[] = [
  { path: '/borrowDetail', name: 'Card store: pay', page: './borrow-detail-page.tsx', group: 'channel' },
  { path: '/addnormalcard', name: 'Card store: add a card', page: './add-card-page.tsx', group: 'channel' },
  { path: '/alipayrepayment', name: 'Card store: e-wallet', page: './e-wallet-page.tsx', group: 'channel' },
];
