import type { ScreenPage } from '../../shared/screens/screen.ts';
import { AboutText } from './about-text.tsx';
import { ContentPage } from './content-page.tsx';
import { LenderCard } from './lender-card.tsx';
import { lenderData, useLender } from './lender-data.ts';
import { PAGE_TEXTS } from './page-texts.ts';

/** About us `/yan` (SPEC.md §2): mission, advantages, team, contact. */
export const AboutPage = () => {
  const details = useLender();
  return (
    <ContentPage text={PAGE_TEXTS.about}>
      <AboutText contact={<LenderCard details={details} inApp />} />
    </ContentPage>
  );
};

export const page: ScreenPage = { Component: AboutPage, data: lenderData };
