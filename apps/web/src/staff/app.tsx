import { type StaffSession, staffWhoAmI } from '@tz-loan/contract/staff/accounts';
import { App as AntApp, ConfigProvider, Layout, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { setCsrfToken, staffCall, whenSignedOut } from './http/staff-http.ts';
import { LanguageProvider, useLanguage } from './i18n/language.tsx';
import { navFor } from './layout/nav.ts';
import { StaffLayout } from './layout/staff-layout.tsx';
import { InvitePage } from './session/invite-page.tsx';
import { SessionContext } from './session/session.tsx';
import { SignInPage } from './session/sign-in-page.tsx';

export const STAFF_BASE = '/staff';

/** Each page is its own chunk: the sign-in loads none of them, and the charts load with the figures. */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('./queues/queues-page.tsx').then((m) => ({ default: m.QueuesPage }))),
  '/orders': lazy(() => import('./orders/orders-page.tsx').then((m) => ({ default: m.OrdersPage }))),
  '/references': lazy(() =>
    import('./references/references-page.tsx').then((m) => ({ default: m.ReferencesPage })),
  ),
  '/approvals': lazy(() =>
    import('./approvals/approvals-page.tsx').then((m) => ({ default: m.ApprovalsPage })),
  ),
  '/complaints': lazy(() =>
    import('./complaints/complaints-page.tsx').then((m) => ({ default: m.ComplaintsPage })),
  ),
  '/messages': lazy(() => import('./messages/messages-page.tsx').then((m) => ({ default: m.MessagesPage }))),
  '/rights': lazy(() => import('./rights/rights-page.tsx').then((m) => ({ default: m.RightsPage }))),
  '/borrower': lazy(() => import('./borrower/borrower-page.tsx').then((m) => ({ default: m.BorrowerPage }))),
  '/figures': lazy(() => import('./figures/figures-page.tsx').then((m) => ({ default: m.FiguresPage }))),
  '/members': lazy(() => import('./members/members-page.tsx').then((m) => ({ default: m.MembersPage }))),
  '/tokens': lazy(() => import('./tokens/tokens-page.tsx').then((m) => ({ default: m.TokensPage }))),
  '/audit': lazy(() => import('./audit/audit-page.tsx').then((m) => ({ default: m.AuditPage }))),
  '/products': lazy(() => import('./products/products-page.tsx').then((m) => ({ default: m.ProductsPage }))),
  '/reconcile': lazy(() =>
    import('./reconcile/reconcile-page.tsx').then((m) => ({ default: m.ReconcilePage })),
  ),
};

/** Before a session: the sign-in or an invite, centred, with the language switch's choice applied. */
const Outside = ({ children }: { children: ReactNode }) => (
  <Layout style={{ minHeight: '100vh' }}>
    <Layout.Content style={{ maxWidth: 480, width: '100%', margin: '48px auto', padding: 16 }}>
      {children}
    </Layout.Content>
  </Layout>
);

/** The session decides: no session shows the sign-in (or the invite), a session the console's pages. */
export const SessionGate = () => {
  const [session, setSession] = useState<StaffSession | null>(null);
  const [checked, setChecked] = useState(false);
  const signedOut = useCallback(() => {
    setCsrfToken('');
    setSession(null);
  }, []);
  useEffect(() => {
    whenSignedOut(signedOut);
    staffCall(staffWhoAmI)
      .then((found) => {
        setCsrfToken(found.csrfToken);
        // A session still enrolling signs in again, which shows the enrolment.
        if (found.state === 'in') setSession(found);
      })
      .catch(() => {})
      .finally(() => setChecked(true));
  }, [signedOut]);

  const entered = (next: StaffSession) => {
    if (next.state === 'in') setSession(next);
  };
  if (!checked) return <Spin fullscreen />;
  if (!session) {
    return (
      <Outside>
        <Routes>
          <Route path="/invite" element={<InvitePage onSession={entered} />} />
          <Route path="*" element={<SignInPage onSession={entered} />} />
        </Routes>
      </Outside>
    );
  }
  const allowed = navFor(session.me.roles);
  return (
    <SessionContext.Provider value={{ session, signedOut }}>
      <StaffLayout>
        <Suspense fallback={<Spin />}>
          <Routes>
            {allowed.map((item) => {
              const Page = PAGES[item.path];
              return Page ? <Route key={item.path} path={item.path} element={<Page />} /> : null;
            })}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </StaffLayout>
    </SessionContext.Provider>
  );
};

/**
 * antd's greys for secondary texts (titles of figures, help under fields, labels) are lighter than
 * WCAG AA allows on white: the same greys, dark enough.
 */
const THEME = {
  token: {
    colorPrimary: '#1f5fbf',
    colorInfo: '#1f5fbf',
    colorLink: '#1f5fbf',
    colorError: '#cf1322',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#707070',
  },
  // An empty table's 'Nothing here' is written in the disabled grey, though it is no disabled control.
  components: { Table: { colorTextDisabled: '#595959' } },
};

/** A field's clear button is a 12-pixel icon: a target of 24 (WCAG 2.2, 2.5.8). */
const INPUT = {
  styles: {
    clear: {
      minWidth: 24,
      minHeight: 24,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
  },
};

const Themed = ({ children }: { children: ReactNode }) => {
  const { language } = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // antd speaks no Kiswahili: its few built-in words (pagination, empty lists) stay English.
  return (
    <ConfigProvider locale={enUS} theme={THEME} input={INPUT}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
};

export const StaffApp = () => (
  <LanguageProvider>
    <Themed>
      <BrowserRouter basename={STAFF_BASE}>
        <SessionGate />
      </BrowserRouter>
    </Themed>
  </LanguageProvider>
);
