import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: '/testPreview', name: 'Developer preview', page: './test-preview-page.tsx', group: 'dev' },
  { path: '/test', name: 'Developer test page', page: './test-page.tsx', group: 'dev' },
];
