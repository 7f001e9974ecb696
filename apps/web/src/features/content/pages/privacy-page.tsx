import { useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { getLenderDetails } from '../lender/api/get-lender-details.ts';
import { LenderCard } from '../lender/lender-card.tsx';
import { useLender } from '../lender/use-lender.ts';
import { PAGE_TEXTS } from '../texts/page-texts.ts';
import { PrivacyText } from '../texts/privacy-text.tsx';
import { ContentPage } from './content-page.tsx';

/** Privacy policy `/sauceEleph` (SPEC.md §2): the title bar says 'General Terms and Conditions'. */
export const PrivacyPage = () => {
  const { t } = useLingui();
  const details = useLender();
  return (
    <ContentPage text={PAGE_TEXTS.privacy} title={t`General Terms and Conditions`}>
      <PrivacyText contact={<LenderCard details={details} inApp />} />
    </ContentPage>
  );
};

export const page: ScreenPage = { Component: PrivacyPage, data: getLenderDetails };
