import './dev.css';
import { useState } from 'react';
import type { UrlExtras } from '../../shared/query/app-url.ts';
import { usePageScope } from '../../shared/scope/page-scope.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { getDevScreens } from './api/get-dev-screens.ts';
import { ScreenList } from './screen-list.tsx';

/** /testPreview: the screen list again, its links carrying a chosen productId and orderId. */
export const TestPreviewPage = () => {
  const { query } = usePageScope();
  const [productId, setProductId] = useState(() => query.common().productId ?? '');
  const [orderId, setOrderId] = useState(() => query.common().orderId ?? '');
  const extras: UrlExtras = {};
  if (productId.trim()) extras.productId = productId.trim();
  if (orderId.trim()) extras.orderId = orderId.trim();

  return (
    <main className="dev-page">
      <h1>Developer preview</h1>
      <div className="dev-actions">
        <label>
          Product ID <input value={productId} onChange={(event) => setProductId(event.target.value)} />
        </label>
        <label>
          Order ID <input value={orderId} onChange={(event) => setOrderId(event.target.value)} />
        </label>
      </div>
      <ScreenList extras={extras} />
    </main>
  );
};

export const page: ScreenPage = { Component: TestPreviewPage, data: getDevScreens };
