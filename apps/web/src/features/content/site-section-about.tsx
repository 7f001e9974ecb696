import { AboutText } from './about-text.tsx';
import { LenderCard } from './lender-card.tsx';
import type { SectionProps } from './site-sections.ts';

export const AboutSection = ({ details }: SectionProps) => (
  <AboutText contact={<LenderCard details={details} />} />
);
