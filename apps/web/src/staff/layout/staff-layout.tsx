import { staffSignOut } from '@tz-loan/contract/staff/accounts';
import { App, Button, Layout, Menu, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { staffCall } from '../http/staff-http.ts';
import { type StaffLanguage, useLanguage } from '../i18n/language.tsx';
import { useSession } from '../session/session.tsx';
import { StaffLink } from '../shared/staff-link.tsx';
import { navFor } from './nav.ts';

const { Header, Sider, Content } = Layout;

/** The console's frame: the menu the member's roles allow, who is signed in, the language, signing out. */
export const StaffLayout = ({ children }: { children: ReactNode }) => {
  const { t, language, setLanguage } = useLanguage();
  const { session, signedOut } = useSession();
  const { message } = App.useApp();
  const { pathname } = useLocation();
  const items = navFor(session.me.roles);
  const selected = items
    .filter((item) => (item.path === '/' ? pathname === '/' : pathname.startsWith(item.path)))
    .map((item) => item.path);

  const signOut = async (everywhere: boolean) => {
    try {
      await staffCall(staffSignOut, { everywhere: everywhere || undefined });
      if (everywhere) message.success(t('signedOutEverywhere'));
    } catch {
      // An ended session is signed out all the same.
    }
    signedOut();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider breakpoint="lg" collapsedWidth={0} width={220} theme="light">
        <nav aria-label={t('mainMenu')}>
          <Menu
            mode="inline"
            selectedKeys={selected}
            items={items.map((item) => ({
              key: item.path,
              label: <StaffLink to={item.path}>{t(item.label)}</StaffLink>,
            }))}
          />
        </nav>
      </Sider>
      <Layout>
        <Header
          role="banner"
          style={{ background: '#fff', paddingInline: 16, display: 'flex', alignItems: 'center', gap: 16 }}
        >
          <Typography.Text strong style={{ flex: 1 }}>
            {t('appName')}
          </Typography.Text>
          <Space wrap>
            <Typography.Text>
              {t('signedInAs', { name: session.me.name })} ·{' '}
              {session.me.roles.map((role) => t(`role_${role}`)).join(', ')}
            </Typography.Text>
            <Select<StaffLanguage>
              aria-label={t('language')}
              value={language}
              onChange={setLanguage}
              options={[
                { value: 'en', label: 'English' },
                { value: 'sw', label: 'Kiswahili' },
              ]}
              style={{ width: 120 }}
            />
            <Button onClick={() => signOut(false)}>{t('signOut')}</Button>
            <Button onClick={() => signOut(true)}>{t('signOutEverywhere')}</Button>
          </Space>
        </Header>
        <Content style={{ padding: 16 }}>{children}</Content>
      </Layout>
    </Layout>
  );
};
