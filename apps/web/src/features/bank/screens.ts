import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: SCREEN.payoutAccountForm, name: 'Bind bank', page: './bank-form-page.tsx' },
  { path: SCREEN.payoutAccount, name: 'Payout account', page: './bind-card-page.tsx' },
];
