import './products.css';
import { useQuery } from '@tanstack/react-query';
import { recommendList } from '@tz-loan/contract/product';
import { ErrorBlock } from 'antd-mobile';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import { ProductCard } from './product-card.tsx';
import { dataOf } from './query-data.ts';
import { QueryState } from './query-state.tsx';

/** The recommend list `/period` (PRODUCT.md §10): every product on offer, each opening its native page. */
export const RecommendListPage = () => {
  const query = useQuery({
    queryKey: ['recommend-list'],
    queryFn: async () => dataOf(await callApi(firstClient, recommendList, {})),
  });
  return (
    <main className="lp">
      <title>More products</title>
      <h1 className="lp-heading">More products</h1>
      <QueryState query={query} failedTitle="Could not load the products" />
      {query.data?.products.length === 0 && (
        <ErrorBlock status="empty" title="No products right now" description="" />
      )}
      {query.data?.products.map((product) => (
        <ProductCard key={product.productId} product={product} />
      ))}
    </main>
  );
};
