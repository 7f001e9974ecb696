import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

// The promotion landing of PRODUCT.md §14, in the channel app under /h5 (`/h5/register?id=1`).
export const screens: ScreenDeclaration[] = [
  // The developer pages open the seed's template 1.
  {
    path: SCREEN.promotionRegister,
    name: 'Promotion registration',
    page: './register-page.tsx',
    group: 'channel',
    example: 'id=1',
  },
  {
    path: SCREEN.promotionDownload,
    name: 'Promotion: download the app',
    page: './download-page.tsx',
    group: 'channel',
    example: 'id=1',
  },
  {
    path: SCREEN.promotionTerms,
    name: 'Promotion: registration terms',
    page: './agreement-page.tsx',
    group: 'channel',
  },
];
