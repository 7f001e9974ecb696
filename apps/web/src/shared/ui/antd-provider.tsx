import './antd-setup.ts';
import { useLingui } from '@lingui/react';
import { ConfigProvider } from 'antd-mobile';
import type { ReactNode } from 'react';
import { antdLocale } from './antd-locale.ts';

/** Wraps screens that render antd-mobile components, in the reader's language (its own default is Chinese). */
export const AntdProvider = ({ children }: { children: ReactNode }) => {
  // The render's own i18n; read so that a change of language renders the components' words again.
  const { i18n } = useLingui();
  return <ConfigProvider locale={antdLocale(i18n)}>{children}</ConfigProvider>;
};
