import { LenderCard } from '../lender/lender-card.tsx';
import { PrivacyText } from '../texts/privacy-text.tsx';
import type { SectionProps } from './site-sections.ts';

export const PolicySection = ({ details }: SectionProps) => (
  <PrivacyText contact={<LenderCard details={details} />} />
);
