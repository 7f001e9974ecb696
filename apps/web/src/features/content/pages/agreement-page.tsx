import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { getLenderDetails } from '../lender/api/get-lender-details.ts';
import { LenderCard } from '../lender/lender-card.tsx';
import { useLender } from '../lender/use-lender.ts';
import { AgreementText } from '../texts/agreement-text.tsx';
import { PAGE_TEXTS } from '../texts/page-texts.ts';
import { ContentPage } from './content-page.tsx';

/** Loan agreement `/elkDandeli` (SPEC.md §2, §9). */
export const AgreementPage = () => {
  const details = useLender();
  return (
    <ContentPage text={PAGE_TEXTS.agreement}>
      <AgreementText lender={<LenderCard details={details} inApp />} />
    </ContentPage>
  );
};

export const page: ScreenPage = { Component: AgreementPage, data: getLenderDetails };
