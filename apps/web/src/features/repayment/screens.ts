import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: '/sunflowerP', name: 'Repay', page: './instalment-page.tsx' },
  { path: '/marmaladeT', name: 'Repay delay', page: './deferral-page.tsx' },
  { path: '/spring', name: 'Whether to repay', page: './spring-page.tsx' },
  { path: '/leadership', name: 'Repay choice', page: './choice-page.tsx' },
  { path: '/repaymentOfCode', name: 'Repayment code', page: './code-page.tsx' },
  { path: '/repaymentOfCode2', name: 'Repayment code (v2)', page: './code-stored-page.tsx' },
  {
    path: '/dragonpayPaymentInstructions',
    name: 'Payment instructions (payment provider)',
    page: './instructions-page.tsx',
  },
];
