import type { ScreenPage } from '../../shared/screens/screen.ts';
import { AgreementText } from './agreement-text.tsx';
import { ContentPage } from './content-page.tsx';
import { LenderCard } from './lender-card.tsx';
import { lenderData, useLender } from './lender-data.ts';
import { PAGE_TEXTS } from './page-texts.ts';

/** Loan agreement `/elkDandeli` (SPEC.md §2, §9). */
export const AgreementPage = () => {
  const details = useLender();
  return (
    <ContentPage text={PAGE_TEXTS.agreement}>
      <AgreementText lender={<LenderCard details={details} inApp />} />
    </ContentPage>
  );
};

export const page: ScreenPage = { Component: AgreementPage, data: lenderData };
