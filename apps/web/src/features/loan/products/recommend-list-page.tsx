import './products.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { RecList } from '../shared/rec-list.tsx';
import { recommendListData } from './api/get-recommend-list.ts';

/** The recommend list `/period` (PRODUCT.md §10): every product on offer, each opening its native page. */
export const RecommendListPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`More products`);
  const { state, reload } = useScreenData(recommendListData);

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load the products`} state={state} onRetry={reload} />;
  const { products } = state.data;
  return (
    <main className="lp">
      <h1 className="lp-heading">
        <Trans>More products</Trans>
      </h1>
      <section className="lp-card">
        {products.length > 0 ? (
          <RecList products={products} />
        ) : (
          <p className="lp-empty">
            <Trans>No products right now</Trans>
          </p>
        )}
      </section>
    </main>
  );
};

export const page: ScreenPage = { Component: RecommendListPage, data: recommendListData };
