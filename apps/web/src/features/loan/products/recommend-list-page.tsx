import './products.css';
import { useQuery } from '@tanstack/react-query';
import { recommendList } from '@tz-loan/contract/product';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import { ProductCard } from './product-card.tsx';
import { dataOf, failureText } from './query-data.ts';

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
      {query.isPending && <DotLoading color="primary" />}
      {query.isError && (
        <ErrorBlock
          className="lp-failed"
          status="default"
          title="Could not load the products"
          description={failureText(query.error)}
        >
          <Button
            color="primary"
            onClick={() => {
              query.refetch();
            }}
          >
            Retry
          </Button>
        </ErrorBlock>
      )}
      {query.data?.products.length === 0 && (
        <ErrorBlock status="empty" title="No products right now" description="" />
      )}
      {query.data?.products.map((product) => (
        <ProductCard key={product.productId} product={product} />
      ))}
    </main>
  );
};
