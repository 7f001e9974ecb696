import { AgreementText } from './agreement-text.tsx';
import { LenderCard } from './lender-card.tsx';
import type { SectionProps } from './site-sections.ts';

export const LoanSection = ({ details }: SectionProps) => (
  <AgreementText lender={<LenderCard details={details} />} />
);
