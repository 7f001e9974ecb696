import './antd-setup.ts';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import type { ReactNode } from 'react';

/** Wraps screens that render antd-mobile components, in English (antd-mobile defaults to Chinese). */
export const AntdProvider = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={enUS}>{children}</ConfigProvider>
);
