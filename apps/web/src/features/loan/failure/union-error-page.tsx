import '../products/products.css';
import type { unionErrorInfo } from '@tz-loan/contract/loan';
import { LOAN_PATHS } from '@tz-loan/contract/loan-paths';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import { useCall } from '../../../shared/http/use-call.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { RecList } from '../shared/rec-list.tsx';
import { ResultCard } from '../shared/result-card.tsx';
import { FailedIcon } from '../shared/status-icon.tsx';

/** The joint login failure screen `/riceLemonK` ('Order Details'): why, and the products to try instead. */
export const UnionErrorPage = () => {
  useDocumentTitle('Order Details');
  const [search] = useSearchParams();
  const productId = search.get('productId') || search.get('product_id') || '';
  const { state, reload } = useCall(productId, () =>
    // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
    callApi<typeof unionErrorInfo>(firstClient, LOAN_PATHS.unionErrorInfo, { productId }, { silent: true }),
  );

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title="Could not load this page" state={state} onRetry={reload} />;
  const { errMessage, family } = state.data;
  return (
    <main className="lp">
      <ResultCard icon={<FailedIcon />} title="Failed" description={errMessage} />
      {family.length > 0 && (
        <section className="lp-card">
          <h2>You can also try</h2>
          <RecList products={family} />
        </section>
      )}
    </main>
  );
};
