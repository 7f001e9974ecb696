import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: SCREEN.ussdPin, name: 'USSD PIN', page: './ussd-pin-page.tsx' },
];
