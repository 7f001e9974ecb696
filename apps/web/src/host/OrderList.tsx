import { type OrderSummary, orderList } from '@tz-loan/contract/loan/home';
import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import { useEffect, useState } from 'react';
import { ApiError, callApi } from './api.ts';
import { formatAmount, ORDER_STATUS_TEXT } from './format.ts';
import { ChevronIcon } from './icons.tsx';
import { T, useSay } from './texts.ts';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; orders: OrderSummary[] };

type Props = {
  params: CommonParams;
  /** Changes whenever the list may be stale (a webview closed). */
  refreshKey: number;
  onOpen: (order: OrderSummary) => void;
  onSessionEnded: () => void;
};

const statusClass = (status: number) =>
  status === 180
    ? 'badge--danger'
    : status === 174 || status === 151
      ? 'badge--warn'
      : status === 200
        ? 'badge--done'
        : '';

export const OrderList = ({ params, refreshKey, onOpen, onSessionEnded }: Props) => {
  const say = useSay();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on refreshKey/attempt; params change with the session only
  useEffect(() => {
    let live = true;
    callApi(orderList, {}, params).then(
      ({ orders }) => live && setState({ status: 'ready', orders }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.isNotLoggedIn) onSessionEnded();
        else
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : say(T.couldNotLoadOrders),
          });
      },
    );
    return () => {
      live = false;
    };
  }, [params.sessionId, refreshKey, attempt]);

  if (state.status === 'loading') return <p className="placeholder">{say(T.loadingOrders)}</p>;
  if (state.status === 'error') {
    return (
      <div className="placeholder" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn--ghost" onClick={() => setAttempt((n) => n + 1)}>
          {say(T.tryAgain)}
        </button>
      </div>
    );
  }
  if (state.orders.length === 0) {
    return (
      <div className="placeholder placeholder--empty">
        <p>{say(T.noOrders)}</p>
        <span>{say(T.noOrdersNote)}</span>
      </div>
    );
  }
  return (
    <ul className="cards" aria-label={say(T.tabOrders)}>
      {state.orders.map((order) => (
        <li key={order.orderId}>
          <button type="button" className="card order" data-testid="order-card" onClick={() => onOpen(order)}>
            <span className="order__main">
              <strong>{order.productName}</strong>
              <span className="order__amount">{formatAmount(order.amount)}</span>
              <span className="order__date">
                {say(T.orderLine, { orderId: order.orderId, date: order.createdAt.slice(0, 10) })}
              </span>
            </span>
            <span className={`badge ${statusClass(order.orderStatus)}`}>
              {say(ORDER_STATUS_TEXT[order.orderStatus] ?? T.status, { status: order.orderStatus })}
            </span>
            <ChevronIcon />
          </button>
        </li>
      ))}
    </ul>
  );
};
