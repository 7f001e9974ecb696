import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: '/pinetreeIs', name: 'Customer service', page: './customer-service-page.tsx' },
];
