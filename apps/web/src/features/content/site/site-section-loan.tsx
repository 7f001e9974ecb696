import { LenderCard } from '../lender/lender-card.tsx';
import { AgreementText } from '../texts/agreement-text.tsx';
import type { SectionProps } from './site-sections.ts';

export const LoanSection = ({ details }: SectionProps) => (
  <AgreementText lender={<LenderCard details={details} />} />
);
