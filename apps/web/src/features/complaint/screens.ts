import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: '/codliverDa', name: 'Complaint', page: './complaint-page.tsx' },
  { path: '/complainPageNext', name: 'Complaint next step', page: './next-step-page.tsx' },
  { path: '/complaintList', name: 'Complaint list', page: './list-page.tsx' },
  { path: '/complainDetails', name: 'Complaint details', page: './details-page.tsx' },
];
