import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: '/sunflowerP', name: 'Repay', page: './instalment/instalment-page.tsx' },
  { path: '/marmaladeT', name: 'Repay delay', page: './deferral/deferral-page.tsx' },
  { path: '/spring', name: 'Whether to repay', page: './due/spring-page.tsx' },
  { path: '/leadership', name: 'Repay choice', page: './choice/choice-page.tsx' },
  { path: '/repaymentOfCode', name: 'Repayment code', page: './code/code-page.tsx' },
  { path: '/repaymentOfCode2', name: 'Repayment code (v2)', page: './code/code-stored-page.tsx' },
  {
    path: '/dragonpayPaymentInstructions',
    name: 'Payment instructions (payment provider)',
    page: './instructions/instructions-page.tsx',
  },
];
