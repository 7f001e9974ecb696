import './products.css';
import { useQuery } from '@tanstack/react-query';
import { productDetail } from '@tz-loan/contract/product';
import { Button, Image, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import { appUrl } from '../../../shared/query/app-url.ts';
import { dataOf } from './query-data.ts';
import { QueryState } from './query-state.tsx';

type Row = { text: string; value: string };
const Rows = ({ header, rows }: { header: string; rows: Row[] }) => (
  <List className="lp-list" header={header}>
    {rows.map((row) => (
      <List.Item key={row.text} extra={row.value}>
        {row.text}
      </List.Item>
    ))}
  </List>
);

/** One product `/wucheng` (PRODUCT.md §10): its terms, a representative example, and Apply. */
export const ProductPage = () => {
  const [search] = useSearchParams();
  const productId = search.get('productId') || search.get('product_id') || '';
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['product-detail', productId],
    queryFn: async () => dataOf(await callApi(firstClient, productDetail, { productId })),
  });
  const product = query.data;
  return (
    <main className="lp">
      <title>{product?.productName ?? 'Product'}</title>
      <QueryState query={query} failedTitle="Could not load the product" />
      {product && (
        <>
          <header className="lp-product-head">
            <Image src={product.productLogo} width={48} height={48} fit="contain" lazy={false} />
            <h1>{product.productName}</h1>
          </header>
          <Rows header="Terms" rows={product.terms} />
          <Rows header="Representative example" rows={product.example} />
          <div className="lp-apply">
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              onClick={() => navigate(appUrl('/waffleLemo', { productId: product.productId }))}
            >
              Apply
            </Button>
          </div>
        </>
      )}
    </main>
  );
};
