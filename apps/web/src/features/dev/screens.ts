import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: SCREEN.developerPreview, name: 'Developer preview', page: './test-preview-page.tsx', group: 'dev' },
  { path: SCREEN.developerPages, name: 'Developer test page', page: './test-page.tsx', group: 'dev' },
];
