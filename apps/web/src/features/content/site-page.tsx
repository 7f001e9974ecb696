import './content.css';
import './site.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LenderDetailsData } from '@tz-loan/contract/content';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { appUrl } from '../../shared/query/app-url.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { HomeSection } from './home-section.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { lenderData, useLender } from './lender-data.ts';
import { PageMeta } from './page-meta.tsx';
import { useScrollToTop } from './scroll-top.ts';
import { SiteNav } from './site-nav.tsx';
import { SECTIONS, sectionIndexOf } from './site-sections.ts';

// The home section comes with the page; the others, each read on its own page, load when shown.
const SectionBody = lazy(() => import('./site-section-body.tsx').then((m) => ({ default: m.SectionBody })));

/** Who lends, on every page of the site: the registered name and licence, and the address. */
const SiteFooter = ({ details }: { details: LenderDetailsData }) => {
  const { name, licence, address } = details.lender;
  return (
    <footer className="site-footer">
      <p>
        <Trans>
          {name}, a registered non-bank lender company. Licence number {licence}.
        </Trans>
      </p>
      <p>{address}</p>
    </footer>
  );
};

/**
 * The official site `/`, `/About`, `/Policy`, `/Loan` (SPEC.md §2, PRODUCT.md §15): one page whose
 * navigation switches sections by index and opens each at the top. Rendered on the server like every
 * screen, so it reads and works with scripts off.
 */
export const SitePage = () => {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const index = sectionIndexOf(pathname, search);
  const section = SECTIONS[index] ?? (SECTIONS[0] as (typeof SECTIONS)[number]);
  const details = useLender();
  useScrollToTop();
  const heading = i18n._(section.text.title);
  const name = details?.lender.name;
  return (
    <div className="site">
      <PageMeta
        title={name ? `${heading} | ${name}` : heading}
        description={i18n._(section.text.description)}
      />
      <header className="site-header">
        <div className="site-bar">
          {name ? (
            <Link className="site-brand" to={appUrl('/')}>
              {name}
            </Link>
          ) : (
            <span />
          )}
          <LanguageSwitch />
        </div>
        <SiteNav active={index} />
      </header>
      <main className="site-main">
        <h1>{heading}</h1>
        {section.id === 'home' ? (
          <HomeSection details={details} />
        ) : (
          <Suspense fallback={null}>
            <SectionBody id={section.id} details={details} />
          </Suspense>
        )}
      </main>
      {details && <SiteFooter details={details} />}
    </div>
  );
};

export const page: ScreenPage = { Component: SitePage, data: lenderData };
