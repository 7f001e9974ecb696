import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

// The promotion landing of PRODUCT.md §14, in the channel app at /h5/ (hash routes).
export const screens: ScreenDeclaration[] = [
  // The developer pages open the seed's template 1.
  {
    path: '/register',
    name: 'Promotion registration',
    page: './register-page.tsx',
    group: 'channel',
    example: 'id=1',
  },
  {
    path: '/downloadTemplate',
    name: 'Promotion: download the app',
    page: './download-page.tsx',
    group: 'channel',
    example: 'id=1',
  },
  {
    path: '/agreementTemplate',
    name: 'Promotion: registration terms',
    page: './agreement-page.tsx',
    group: 'channel',
  },
];
