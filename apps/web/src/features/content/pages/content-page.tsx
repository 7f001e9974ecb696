import './content.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PageText } from '../texts/page-texts.ts';
import { PageMeta } from './page-meta.tsx';
import { useScrollToTop } from './scroll-top.ts';

type Props = { text: PageText; title?: string; children: ReactNode };

/** A content page of the app: its heading (the title bar's too), its description, its text. */
export const ContentPage = ({ text, title, children }: Props) => {
  const { i18n } = useLingui();
  useScrollToTop();
  const heading = title ?? i18n._(text.title);
  return (
    <main className="content-page">
      <PageMeta title={heading} description={i18n._(text.description)} />
      <h1>{heading}</h1>
      {children}
    </main>
  );
};
