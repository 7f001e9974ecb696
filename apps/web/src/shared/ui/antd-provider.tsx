import './antd-setup.ts';
import { useLingui } from '@lingui/react';
import { ConfigProvider } from 'antd-mobile';
import type { ReactNode } from 'react';
import { antdLocale } from './antd-locale.ts';

/** Wraps screens that render antd-mobile components, in the reader's language (its own default is Chinese). */
export const AntdProvider = ({ children }: { children: ReactNode }) => {
  // Read so that a change of language renders the components' words again.
  useLingui();
  return <ConfigProvider locale={antdLocale()}>{children}</ConfigProvider>;
};
