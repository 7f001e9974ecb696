import '../products/products.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { RecList } from '../shared/rec-list.tsx';
import { ResultCard } from '../shared/result-card.tsx';
import { FailedIcon } from '../shared/status-icon.tsx';
import { unionErrorData } from './api/get-union-error-info.ts';

/** The joint login failure screen `/riceLemonK` ('Order Details'): why, and the products to try instead. */
export const UnionErrorPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Order Details`);
  const { state, reload } = useScreenData(unionErrorData);

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load this page`} state={state} onRetry={reload} />;
  const { errMessage, family } = state.data;
  return (
    <main className="lp">
      <ResultCard icon={<FailedIcon />} title={t`Failed`} description={errMessage} />
      {family.length > 0 && (
        <section className="lp-card">
          <h2>
            <Trans>You can also try</Trans>
          </h2>
          <RecList products={family} />
        </section>
      )}
    </main>
  );
};

export const page: ScreenPage = { Component: UnionErrorPage, data: unionErrorData };
