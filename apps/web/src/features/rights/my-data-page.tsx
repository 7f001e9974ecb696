import './my-data.css';
import '../../shared/ui/page-button.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { MY_DATA_SECTIONS } from '@tz-loan/contract/rights/paths';
import { useState } from 'react';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useNativeBackInApp } from '../../shared/screens/use-native-back-in-app.ts';
import { KeepDate } from '../../shared/ui/keep-dates.tsx';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { SignedDownload } from '../../shared/ui/signed-download.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getMyData, getMyDataLink } from './api/calls.ts';
import { CorrectionForm } from './correction-form.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { RecordList } from './record-list.tsx';
import { SECTION_FIELDS, SECTION_TITLES } from './sections.ts';

/**
 * 'My data' `/myData` (PRODUCT.md §21): everything the lender holds, readable here and as a JSON file;
 * a correction request to staff; closing the account.
 */
export const MyDataPage = () => {
  const { t, i18n } = useLingui();
  useNativeBackInApp();
  useDocumentTitle(t`My data`);
  const { state, reload } = useScreenData(getMyData);
  const [closed, setClosed] = useState(false);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your data`} state={state} onRetry={reload} />;
  const { profile, sections, generatedAt } = state.data;
  return (
    <main className="md">
      <h1 className="md-title">
        <Trans>My data</Trans>
      </h1>
      {closed ? null : (
        <>
          <p className="md-lead">
            <Trans>
              Everything we hold about you, as of <KeepDate>{generatedAt.slice(0, 10)}</KeepDate>.
            </Trans>
          </p>
          <div className="md-actions">
            <SignedDownload link={getMyDataLink} className="page-button">
              <Trans>Download my data (JSON)</Trans>
            </SignedDownload>
          </div>
          <details className="md-part">
            <summary>
              <Trans>Ask for a correction</Trans>
            </summary>
            <CorrectionForm />
          </details>
        </>
      )}
      <DeleteAccount onClosed={setClosed} />
      {closed ? null : (
        <>
          <section className="md-section">
            <h2>{i18n._(SECTION_TITLES.profile)}</h2>
            <RecordList records={[profile]} fields={SECTION_FIELDS.profile} />
          </section>
          {MY_DATA_SECTIONS.map((name) => (
            <section className="md-section" key={name}>
              <h2>
                {i18n._(SECTION_TITLES[name])} <span className="md-count">({sections[name].length})</span>
              </h2>
              {sections[name].length === 0 ? (
                <p className="md-none">
                  <Trans>Nothing held</Trans>
                </p>
              ) : (
                <RecordList records={sections[name]} fields={SECTION_FIELDS[name]} />
              )}
            </section>
          ))}
        </>
      )}
    </main>
  );
};

export const page: ScreenPage = { Component: MyDataPage, data: getMyData };
