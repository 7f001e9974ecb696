import './promotion.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { AgreementText } from './agreement-text.tsx';
import { LenderLine } from './lender-line.tsx';

/** `#/agreementTemplate`: the terms the landing's form links to (PRODUCT.md §14). */
export const AgreementPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Registration terms`);
  return (
    <main className="pr pr-agreement">
      <h1 className="pr-title">
        <Trans>Registration terms</Trans>
      </h1>
      <LenderLine />
      <AgreementText />
    </main>
  );
};

export const page: ScreenPage = { Component: AgreementPage };
