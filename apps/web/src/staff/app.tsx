import { type StaffSession, staffWhoAmI } from '@tz-loan/contract/staff/accounts';
import { App as AntApp, ConfigProvider, Layout, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ApprovalsPage } from './approvals/approvals-page.tsx';
import { AuditPage } from './audit/audit-page.tsx';
import { BorrowerPage } from './borrower/borrower-page.tsx';
import { ComplaintsPage } from './complaints/complaints-page.tsx';
import { FiguresPage } from './figures/figures-page.tsx';
import { setCsrfToken, staffCall, whenSignedOut } from './http/staff-http.ts';
import { LanguageProvider, useLanguage } from './i18n/language.tsx';
import { navFor } from './layout/nav.ts';
import { StaffLayout } from './layout/staff-layout.tsx';
import { MembersPage } from './members/members-page.tsx';
import { MessagesPage } from './messages/messages-page.tsx';
import { OrdersPage } from './orders/orders-page.tsx';
import { ProductsPage } from './products/products-page.tsx';
import { QueuesPage } from './queues/queues-page.tsx';
import { ReferencesPage } from './references/references-page.tsx';
import { InvitePage } from './session/invite-page.tsx';
import { SessionContext } from './session/session.tsx';
import { SignInPage } from './session/sign-in-page.tsx';
import { TokensPage } from './tokens/tokens-page.tsx';

export const STAFF_BASE = '/staff';

const PAGES: Record<string, () => ReactNode> = {
  '/': () => <QueuesPage />,
  '/orders': () => <OrdersPage />,
  '/references': () => <ReferencesPage />,
  '/approvals': () => <ApprovalsPage />,
  '/complaints': () => <ComplaintsPage />,
  '/messages': () => <MessagesPage />,
  '/borrower': () => <BorrowerPage />,
  '/figures': () => <FiguresPage />,
  '/members': () => <MembersPage />,
  '/tokens': () => <TokensPage />,
  '/audit': () => <AuditPage />,
  '/products': () => <ProductsPage />,
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
        <Routes>
          {allowed.map((item) => (
            <Route key={item.path} path={item.path} element={PAGES[item.path]?.()} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </StaffLayout>
    </SessionContext.Provider>
  );
};

const Themed = ({ children }: { children: ReactNode }) => {
  const { language } = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // antd speaks no Kiswahili: its few built-in words (pagination, empty lists) stay English.
  return (
    <ConfigProvider locale={enUS} theme={{ token: { colorPrimary: '#1f5fbf' } }}>
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
