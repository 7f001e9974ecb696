import '../products/products.css';
import { useQuery } from '@tanstack/react-query';
import { unionErrorInfo } from '@tz-loan/contract/loan';
import { Result } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import { ProductCard } from '../products/product-card.tsx';
import { dataOf } from '../products/query-data.ts';
import { QueryState } from '../products/query-state.tsx';

/** The joint login failure screen `/riceLemonK` ('Order Details'): why, and the products to try instead. */
export const UnionErrorPage = () => {
  const [search] = useSearchParams();
  const productId = search.get('productId') || search.get('product_id') || '';
  const query = useQuery({
    queryKey: ['union-error-info', productId],
    queryFn: async () => dataOf(await callApi(firstClient, unionErrorInfo, { productId })),
  });
  return (
    <main className="lp">
      <title>Order Details</title>
      <QueryState query={query} failedTitle="Could not load this page" />
      {query.data && (
        <>
          <Result className="lp-card" status="error" title="Failed" description={query.data.errMessage} />
          {query.data.family.length > 0 && <h2 className="lp-heading">You can also try</h2>}
          {query.data.family.map((product) => (
            <ProductCard key={product.productId} product={product} />
          ))}
        </>
      )}
    </main>
  );
};
