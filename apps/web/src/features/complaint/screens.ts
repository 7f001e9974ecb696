import { SCREEN } from '@tz-loan/contract/screens';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';

export const screens: ScreenDeclaration[] = [
  { path: SCREEN.complaint, name: 'Complaint', page: './complaint-page.tsx' },
  { path: SCREEN.complaintNextStep, name: 'Complaint next step', page: './next-step-page.tsx' },
  { path: SCREEN.complaintList, name: 'Complaint list', page: './list-page.tsx' },
  { path: SCREEN.complaintDetails, name: 'Complaint details', page: './details-page.tsx' },
];
