import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: SCREEN.myData, name: 'My data', page: './my-data-page.tsx' },
  {
    path: SCREEN.dataRequest,
    name: 'Data request (outside the app)',
    page: './web-request-page.tsx',
    group: 'official',
  },
];
