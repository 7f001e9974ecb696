import type { CommonParams } from '@tz-loan/contract/common-params';
import type { OrderSummary, ProductSummary } from '@tz-loan/contract/home';
import { formatAmount, formatPhone, ORDER_STATUS_TEXT } from './format.ts';
import { ChevronIcon, CodeIcon, HomeIcon, OrdersIcon, UserIcon } from './icons.tsx';
import { OrderList } from './OrderList.tsx';
import { ProductList, type ProductsState } from './ProductList.tsx';
import type { Session } from './session.ts';

export type Tab = 'home' | 'orders' | 'me';

type Props = {
  session: Session;
  params: CommonParams;
  deviceId: string;
  tab: Tab;
  products: ProductsState;
  ordersRefreshKey: number;
  /** The borrower's unfinished order, when the app knows one: a new application must wait for it. */
  openLoan: OrderSummary | null;
  onTab: (tab: Tab) => void;
  onApply: (product: ProductSummary) => void;
  onOpenOrder: (order: OrderSummary) => void;
  onDeveloperPages: () => void;
  /** A screen of the web app the Me tab links, as the lender's app does (customer service, complaints). */
  onOpenScreen: (path: string) => void;
  onReloadProducts: () => void;
  onLogout: () => void;
  onSessionEnded: () => void;
};

const TABS: { id: Tab; label: string; Icon: typeof HomeIcon }[] = [
  { id: 'home', label: 'Home', Icon: HomeIcon },
  { id: 'orders', label: 'My orders', Icon: OrdersIcon },
  { id: 'me', label: 'Me', Icon: UserIcon },
];

const ME_LINKS = [
  { path: '/pinetreeIs', title: 'Customer service', note: 'Telephone, e-mail and complaints' },
  { path: '/complaintList', title: 'My complaints', note: 'Follow a complaint and read the reply' },
];

const Hero = ({ products }: { products: ProductsState }) => {
  const list = products.status === 'ready' ? products.products : [];
  if (list.length === 0) {
    return (
      <section className="hero">
        <strong>Quick loans</strong>
        <span>Paid to your mobile money wallet.</span>
      </section>
    );
  }
  const max = Math.max(...list.map((p) => p.amountMax));
  const days = list.map((p) => p.termDays);
  const [shortest, longest] = [Math.min(...days), Math.max(...days)];
  return (
    <section className="hero">
      <span>Borrow up to</span>
      <strong>{formatAmount(max)}</strong>
      <span>
        Paid to your mobile money wallet. Repay in{' '}
        {shortest === longest ? shortest : `${shortest}–${longest}`} days.
      </span>
    </section>
  );
};

/**
 * A loan in progress, above the offers: one loan at a time, so the way on is that loan, not an Apply
 * the server would refuse (docs/loan-offer.md).
 */
export const OpenLoan = ({
  order,
  onOpen,
}: {
  order: OrderSummary;
  onOpen: (order: OrderSummary) => void;
}) => (
  <section className="card open-loan" aria-label="Loan in progress" data-testid="open-loan">
    <strong>You have a loan in progress</strong>
    <span>
      {order.productName} · {formatAmount(order.amount)} ·{' '}
      {ORDER_STATUS_TEXT[order.orderStatus] ?? `Status ${order.orderStatus}`}
    </span>
    <span>You can apply for another loan once it is finished.</span>
    <button type="button" className="btn btn--primary" onClick={() => onOpen(order)}>
      View my loan
    </button>
  </section>
);

export const HomeScreen = (props: Props) => {
  const { session, tab, onTab } = props;
  return (
    <div className="home">
      <header className="appbar">
        <h1>{tab === 'home' ? 'TZ Loan' : tab === 'orders' ? 'My orders' : 'Me'}</h1>
        {tab === 'home' && <span className="appbar__sub">Hello, {formatPhone(session.mobilePhone)}</span>}
      </header>

      <main className="home__body">
        {tab === 'home' && (
          <>
            <Hero products={props.products} />
            {props.openLoan && <OpenLoan order={props.openLoan} onOpen={props.onOpenOrder} />}
            <h2 className="section-title">Loan offers</h2>
            <ProductList
              state={props.products}
              onApply={props.openLoan ? undefined : props.onApply}
              onRetry={props.onReloadProducts}
            />
            <h2 className="section-title">For developers</h2>
            <button type="button" className="card row" onClick={props.onDeveloperPages}>
              <CodeIcon />
              <span className="row__text">
                <strong>Developer pages</strong>
                <span>Every screen and native action of the web app (/test)</span>
              </span>
              <ChevronIcon />
            </button>
          </>
        )}
        {tab === 'orders' && (
          <OrderList
            params={props.params}
            refreshKey={props.ordersRefreshKey}
            onOpen={props.onOpenOrder}
            onSessionEnded={props.onSessionEnded}
          />
        )}
        {tab === 'me' && (
          <>
            <dl className="card account">
              <div>
                <dt>Mobile number</dt>
                <dd>{formatPhone(session.mobilePhone)}</dd>
              </div>
              <div>
                <dt>User id</dt>
                <dd>{session.userId}</dd>
              </div>
              <div>
                <dt>Device id</dt>
                <dd>{props.deviceId}</dd>
              </div>
            </dl>
            {ME_LINKS.map((link) => (
              <button
                key={link.path}
                type="button"
                className="card row"
                onClick={() => props.onOpenScreen(link.path)}
              >
                <span className="row__text">
                  <strong>{link.title}</strong>
                  <span>{link.note}</span>
                </span>
                <ChevronIcon />
              </button>
            ))}
            <button type="button" className="btn btn--danger btn--block" onClick={props.onLogout}>
              Log out
            </button>
          </>
        )}
      </main>

      <nav className="tabbar" aria-label="Main">
        {TABS.map(({ id, label, Icon }) => (
          <button
            key={id}
            type="button"
            className="tabbar__item"
            aria-current={tab === id ? 'page' : undefined}
            onClick={() => onTab(id)}
          >
            <Icon />
            <span>{label}</span>
          </button>
        ))}
      </nav>
    </div>
  );
};
