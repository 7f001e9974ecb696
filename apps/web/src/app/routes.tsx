import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { keepPageQuery } from '../shared/query/page-query.ts';
import { ROUTE_TABLE, type RouteEntry } from '../shared/routes/route-table.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import type { AppFeatures } from './features.ts';
import { NotFound } from './not-found.tsx';
import type { ScreenModule } from './screen-module.ts';

// Declarative routes (<Routes>) rather than createBrowserRouter: the data router alone adds 28.6 KB gz
// to the first screen (15.8 KB more than this), which would put React + router over the 90 KB 3G budget
// before any screen code. Each screen is still loaded lazily and has its own error boundary.

/**
 * The code of every built screen, loaded only when its route is visited. A screen that needs TanStack
 * Query or antd-mobile on its first render is wrapped in `dataScreen(...)` (data-screen.tsx).
 */
export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/waffleLemo': () =>
    import('../features/loan/confirm/confirm-page.tsx').then((module) => ({ default: module.ConfirmPage })),
  '/squidChive': () =>
    import('../features/loan/details/loan-details-page.tsx').then((module) => ({
      default: module.LoanDetailsPage,
    })),
  '/squidChive1': () =>
    import('../features/loan/details/loan-details-page.tsx').then((module) => ({
      default: module.LoanDetailsPage,
    })),
  '/riceLemonK': () =>
    import('../features/loan/failure/union-error-page.tsx').then((module) => ({
      default: module.UnionErrorPage,
    })),
  '/period': () =>
    import('../features/loan/products/recommend-list-page.tsx').then((module) => ({
      default: module.RecommendListPage,
    })),
  '/wucheng': () =>
    import('../features/loan/products/product-page.tsx').then((module) => ({ default: module.ProductPage })),
  '/chiaJellyL': () =>
    import('../features/bank/bank-form-page.tsx').then((module) => ({ default: module.BankFormPage })),
  '/styled': () =>
    import('../features/bank/bind-card-page.tsx').then((module) => ({ default: module.BindCardPage })),
  '/sunflowerP': () =>
    import('../features/repay/instalment-page.tsx').then((module) => ({ default: module.InstalmentPage })),
  '/marmaladeT': () =>
    import('../features/repay/deferral-page.tsx').then((module) => ({ default: module.DeferralPage })),
  '/repaymentOfCode': () =>
    import('../features/repay/code-page.tsx').then((module) => ({ default: module.RepaymentCodePage })),
  '/repaymentOfCode2': () =>
    import('../features/repay/code-stored-page.tsx').then((module) => ({ default: module.StoredCodePage })),
  '/dragonpayPaymentInstructions': () =>
    import('../features/repay/instructions-page.tsx').then((module) => ({
      default: module.PaymentInstructionsPage,
    })),
  '/spring': () =>
    import('../features/repay/spring-page.tsx').then((module) => ({ default: module.SpringPage })),
  '/leadership': () =>
    import('../features/repay/choice-page.tsx').then((module) => ({ default: module.RepayChoicePage })),
  '/test': () => import('../features/dev/test-page.tsx').then((module) => ({ default: module.TestPage })),
  '/testPreview': () =>
    import('../features/dev/test-preview-page.tsx').then((module) => ({ default: module.TestPreviewPage })),
};

/** Shown while a screen's code downloads; looks like the boot screen of index.html. */
const Booting = () => <div className="boot" aria-busy="true" />;

const lazyScreens = new WeakMap<ScreenModule, LazyExoticComponent<ComponentType>>();
const lazyScreen = (load: ScreenModule) => {
  let screen = lazyScreens.get(load);
  if (!screen) {
    screen = lazy(load);
    lazyScreens.set(load, screen);
  }
  return screen;
};

/** One screen: its own error boundary (reset by navigating), and the boot screen while it loads. */
const ScreenRoute = ({ load }: { load: ScreenModule }) => {
  const { pathname } = useLocation();
  const Screen = lazyScreen(load);
  return (
    <AppErrorBoundary key={pathname}>
      <Suspense fallback={<Booting />}>
        <Screen />
      </Suspense>
    </AppErrorBoundary>
  );
};

type AppRoutesProps = {
  features: AppFeatures;
  table?: readonly RouteEntry[];
  screens?: Readonly<Record<string, ScreenModule>>;
};

/**
 * Every built screen of the route table (developer pages only with the `dev` feature); every other
 * path is the not-found screen. Keeps the page query of each URL it shows (for forwarding and calls).
 */
export const AppRoutes = ({ features, table = ROUTE_TABLE, screens = SCREENS }: AppRoutesProps) => {
  const { search } = useLocation();
  // Idempotent, and must happen before the screen renders links from it: so during render, not after.
  keepPageQuery(search);
  const built = table.filter((entry) => entry.built && (entry.group !== 'dev' || features.has('dev')));
  return (
    <Routes>
      {built.map(({ path }) => {
        const load = screens[path];
        if (!load) throw new Error(`The route table marks ${path} built but no screen is registered for it`);
        return <Route key={path} path={path} element={<ScreenRoute load={load} />} />;
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
};
