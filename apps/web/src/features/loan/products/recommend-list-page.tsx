import './products.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CallData } from '@tz-loan/contract/call';
import { LOAN_PATHS } from '@tz-loan/contract/loan-paths';
import type { recommendList } from '@tz-loan/contract/product';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData, ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { RecList } from '../shared/rec-list.tsx';

// Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
const recommendListData: ScreenData<CallData<typeof recommendList>> = ({ http }) =>
  callApi<typeof recommendList>(http, LOAN_PATHS.recommendList, {}, { silent: true });

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
