import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

// The card store of PRODUCT.md §13, in the channel app at /h5/ (hash routes).
export const screens: ScreenDeclaration[] = [
  { path: SCREEN.cardStorePay, name: 'Card store: pay', page: './borrow-detail-page.tsx', group: 'channel' },
  {
    path: SCREEN.cardStoreAddCard,
    name: 'Card store: add a card',
    page: './add-card-page.tsx',
    group: 'channel',
  },
  {
    path: SCREEN.cardStoreEWallet,
    name: 'Card store: e-wallet',
    page: './e-wallet-page.tsx',
    group: 'channel',
  },
];
