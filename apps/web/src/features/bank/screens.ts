import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: '/chiaJellyL', name: 'Bind bank', page: './bank-form-page.tsx' },
  { path: '/styled', name: 'Payout account', page: './bind-card-page.tsx' },
];
