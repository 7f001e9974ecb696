import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: SCREEN.privacyPolicy, name: 'Privacy policy', page: './pages/privacy-page.tsx' },
  { path: SCREEN.aboutUs, name: 'About us page', page: './pages/about-page.tsx' },
  { path: SCREEN.loanAgreement, name: 'Loan agreement', page: './pages/agreement-page.tsx' },
  { path: SCREEN.siteHome, name: 'Official site: Home', page: './site/site-page.tsx', group: 'official' },
  { path: SCREEN.siteAbout, name: 'Official site: About', page: './site/site-page.tsx', group: 'official' },
  {
    path: SCREEN.sitePrivacyPolicy,
    name: 'Official site: Privacy policy',
    page: './site/site-page.tsx',
    group: 'official',
  },
  {
    path: SCREEN.siteLoanAgreement,
    name: 'Official site: Loan Agreement',
    page: './site/site-page.tsx',
    group: 'official',
  },
];
