import { Typography } from 'antd';
import { useEffect } from 'react';
import { useT } from '../i18n/language.tsx';

/** The page's one heading, and the tab's title. */
export const PageTitle = ({ children }: { children: string }) => {
  const t = useT();
  useEffect(() => {
    document.title = `${children} · ${t('appName')}`;
  }, [children, t]);
  return (
    <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
};
