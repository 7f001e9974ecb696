import type { RecProduct } from '@tz-loan/contract/product';
import { Button, Card, Image } from 'antd-mobile';
import { sendToNative } from '../../../shared/bridge/bridge.ts';

/** A recommended product; its button (and the card) opens the native product detail (`toP`). */
export const ProductCard = ({ product }: { product: RecProduct }) => {
  const open = () => sendToNative('toP', { productId: product.productId });
  return (
    <Card
      className="lp-card"
      title={
        <span className="lp-card-title">
          <Image src={product.productLogo} width={32} height={32} fit="contain" lazy={false} />
          {product.productName}
        </span>
      }
    >
      <p className="lp-range">{product.amountRange} TZS</p>
      <p className="lp-rate">{product.rate}</p>
      <p className="lp-desc">{product.description}</p>
      <Button block color="primary" shape="rounded" onClick={open}>
        {product.buttonText}
      </Button>
    </Card>
  );
};
