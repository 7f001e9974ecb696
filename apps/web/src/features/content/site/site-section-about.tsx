import { LenderCard } from '../lender/lender-card.tsx';
import { AboutText } from '../texts/about-text.tsx';
import type { SectionProps } from './site-sections.ts';

export const AboutSection = ({ details }: SectionProps) => (
  <AboutText contact={<LenderCard details={details} />} />
);
