import type { OrderSummary, ProductSummary } from '@tz-loan/contract/loan/home';
import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import { SCREEN } from '@tz-loan/contract/screens';
import { formatAmount, formatPhone, ORDER_STATUS_TEXT } from './format.ts';
import { ChevronIcon, CodeIcon, HomeIcon, OrdersIcon, UserIcon } from './icons.tsx';
import { OrderList } from './OrderList.tsx';
import { ProductList, type ProductsState } from './ProductList.tsx';
import type { Session } from './session.ts';
import { type HostText, T, useSay } from './texts.ts';

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

const TABS: { id: Tab; label: HostText; Icon: typeof HomeIcon }[] = [
  { id: 'home', label: T.tabHome, Icon: HomeIcon },
  { id: 'orders', label: T.tabOrders, Icon: OrdersIcon },
  { id: 'me', label: T.tabMe, Icon: UserIcon },
];

// The lender's app links its pages from the Me tab, opened in the webview with the session.
const ME_LINKS = [
  { path: SCREEN.customerService, title: T.customerService, note: T.customerServiceNote },
  { path: SCREEN.complaintList, title: T.myComplaints, note: T.myComplaintsNote },
  { path: SCREEN.myData, title: T.myData, note: T.myDataNote },
  { path: SCREEN.ussdPin, title: T.ussdPin, note: T.ussdPinNote },
  { path: SCREEN.privacyPolicy, title: T.privacyPolicy, note: T.privacyPolicyNote },
  { path: SCREEN.aboutUs, title: T.aboutUs, note: T.aboutUsNote },
];

const Hero = ({ products }: { products: ProductsState }) => {
  const say = useSay();
  const list = products.status === 'ready' ? products.products : [];
  if (list.length === 0) {
    return (
      <section className="hero">
        <strong>{say(T.quickLoans)}</strong>
        <span>{say(T.paidToWallet)}</span>
      </section>
    );
  }
  const max = Math.max(...list.map((p) => p.amountMax));
  const days = list.map((p) => p.termDays);
  const [shortest, longest] = [Math.min(...days), Math.max(...days)];
  return (
    <section className="hero">
      <span>{say(T.borrowUpTo)}</span>
      <strong>{formatAmount(max)}</strong>
      <span>{say(T.repayInDays, { days: shortest === longest ? shortest : `${shortest}–${longest}` })}</span>
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
}) => {
  const say = useSay();
  const status = ORDER_STATUS_TEXT[order.orderStatus];
  return (
    <section className="card open-loan" aria-label={say(T.loanInProgress)} data-testid="open-loan">
      <strong>{say(T.youHaveLoan)}</strong>
      <span>
        {order.productName} · {formatAmount(order.amount)} ·{' '}
        {status ? say(status) : say(T.status, { status: order.orderStatus })}
      </span>
      <span>{say(T.applyLater)}</span>
      <button type="button" className="btn btn--primary" onClick={() => onOpen(order)}>
        {say(T.viewMyLoan)}
      </button>
    </section>
  );
};

export const HomeScreen = (props: Props) => {
  const { session, tab, onTab } = props;
  const say = useSay();
  return (
    <div className="home">
      <header className="appbar">
        <h1>{tab === 'home' ? 'TZ Loan' : tab === 'orders' ? say(T.tabOrders) : say(T.tabMe)}</h1>
        {tab === 'home' && (
          <span className="appbar__sub">{say(T.hello, { phone: formatPhone(session.mobilePhone) })}</span>
        )}
      </header>

      <main className="home__body">
        {tab === 'home' && (
          <>
            <Hero products={props.products} />
            {props.openLoan && <OpenLoan order={props.openLoan} onOpen={props.onOpenOrder} />}
            <h2 className="section-title">{say(T.loanOffers)}</h2>
            <ProductList
              state={props.products}
              onApply={props.openLoan ? undefined : props.onApply}
              onRetry={props.onReloadProducts}
            />
            <h2 className="section-title">{say(T.forDevelopers)}</h2>
            <button type="button" className="card row" onClick={props.onDeveloperPages}>
              <CodeIcon />
              <span className="row__text">
                <strong>{say(T.developerPages)}</strong>
                <span>{say(T.developerPagesNote)}</span>
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
                <dt>{say(T.mobileNumber)}</dt>
                <dd>{formatPhone(session.mobilePhone)}</dd>
              </div>
              <div>
                <dt>{say(T.userId)}</dt>
                <dd>{session.userId}</dd>
              </div>
              <div>
                <dt>{say(T.deviceId)}</dt>
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
                  <strong>{say(link.title)}</strong>
                  <span>{say(link.note)}</span>
                </span>
                <ChevronIcon />
              </button>
            ))}
            <button type="button" className="btn btn--danger btn--block" onClick={props.onLogout}>
              {say(T.logOut)}
            </button>
          </>
        )}
      </main>

      <nav className="tabbar" aria-label={say(T.mainNav)}>
        {TABS.map(({ id, label, Icon }) => (
          <button
            key={id}
            type="button"
            className="tabbar__item"
            aria-current={tab === id ? 'page' : undefined}
            onClick={() => onTab(id)}
          >
            <Icon />
            <span>{say(label)}</span>
          </button>
        ))}
      </nav>
    </div>
  );
};
