import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { getLenderDetails } from '../lender/api/get-lender-details.ts';
import { LenderCard } from '../lender/lender-card.tsx';
import { useLender } from '../lender/use-lender.ts';
import { AboutText } from '../texts/about-text.tsx';
import { PAGE_TEXTS } from '../texts/page-texts.ts';
import { ContentPage } from './content-page.tsx';

/** About us `/yan` (SPEC.md §2): mission, advantages, team, contact. */
export const AboutPage = () => {
  const details = useLender();
  return (
    <ContentPage text={PAGE_TEXTS.about}>
      <AboutText contact={<LenderCard details={details} inApp />} />
    </ContentPage>
  );
};

export const page: ScreenPage = { Component: AboutPage, data: getLenderDetails };
