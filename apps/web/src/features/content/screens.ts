import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: '/sauceEleph', name: 'Privacy policy', page: './pages/privacy-page.tsx' },
  { path: '/yan', name: 'About us page', page: './pages/about-page.tsx' },
  { path: '/elkDandeli', name: 'Loan agreement', page: './pages/agreement-page.tsx' },
  { path: '/', name: 'Official site: Home', page: './site/site-page.tsx', group: 'official' },
  { path: '/About', name: 'Official site: About', page: './site/site-page.tsx', group: 'official' },
  { path: '/Policy', name: 'Official site: Privacy policy', page: './site/site-page.tsx', group: 'official' },
  { path: '/Loan', name: 'Official site: Loan Agreement', page: './site/site-page.tsx', group: 'official' },
];
