import './promotion.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { AgreementText } from './agreement-text.tsx';
import { getLenderDetails } from './api/get-lender-details.ts';
import { LenderLine } from './lender-line.tsx';

/** `#/agreementTemplate`: the terms the landing's form links to (PRODUCT.md §14). */
export const AgreementPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Registration terms`);
  // Rendered with the page: the visitor reads whom the terms are with at once.
  const { state } = useScreenData(getLenderDetails);
  return (
    <main className="pr pr-agreement">
      <h1 className="pr-title">
        <Trans>Registration terms</Trans>
      </h1>
      <LenderLine name={state.status === 'ok' ? state.data.lender.name : null} />
      <AgreementText />
    </main>
  );
};

export const page: ScreenPage = { Component: AgreementPage, data: getLenderDetails };
