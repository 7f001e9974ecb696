import '../pages/content.css';
import './site.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LenderDetailsData } from '@tz-loan/contract/content/calls';
import { SCREEN } from '@tz-loan/contract/screens';
import { type ComponentType, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { lazyPart } from '../../../shared/screens/lazy-part.tsx';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { getLenderDetails } from '../lender/api/get-lender-details.ts';
import { useLender } from '../lender/use-lender.ts';
import { PageMeta } from '../pages/page-meta.tsx';
import { useScrollToTop } from '../pages/scroll-top.ts';
import { HomeSection } from './home-section.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteNav } from './site-nav.tsx';
import { SECTIONS, type SectionId, type SectionProps, sectionIndexOf } from './site-sections.ts';

// The home section comes with the page; each of the others, read on a page of its own, loads when shown.
const SECTION_BODIES: Record<Exclude<SectionId, 'home'>, ComponentType<SectionProps>> = {
  about: lazyPart('src/features/content/site/site-section-about.tsx', () =>
    import('./site-section-about.tsx').then((m) => m.AboutSection),
  ),
  lender: lazyPart('src/features/content/site/site-section-lender.tsx', () =>
    import('./site-section-lender.tsx').then((m) => m.LenderSection),
  ),
  policy: lazyPart('src/features/content/site/site-section-policy.tsx', () =>
    import('./site-section-policy.tsx').then((m) => m.PolicySection),
  ),
  loan: lazyPart('src/features/content/site/site-section-loan.tsx', () =>
    import('./site-section-loan.tsx').then((m) => m.LoanSection),
  ),
  contact: lazyPart('src/features/content/site/site-section-contact.tsx', () =>
    import('./site-section-contact.tsx').then((m) => m.ContactSection),
  ),
};

const SectionBody = ({ id, details }: SectionProps & { id: SectionId }) => {
  if (id === 'home') return <HomeSection details={details} />;
  const Body = SECTION_BODIES[id];
  return (
    <Suspense fallback={null}>
      <Body details={details} />
    </Suspense>
  );
};

/** Who lends, on every page of the site: the registered name and licence, and the address. */
const SiteFooter = ({ details }: { details: LenderDetailsData }) => {
  const { name, licence, address } = details.lender;
  const appUrl = useAppUrl();
  return (
    <footer className="site-footer">
      <p>
        <Trans>
          {name}, a registered non-bank lender company. Licence number {licence}.
        </Trans>
      </p>
      <p>{address}</p>
      <p>
        <Link to={appUrl(SCREEN.dataRequest)}>
          <Trans>Your data: ask for a correction or delete your account</Trans>
        </Link>
      </p>
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
  const appUrl = useAppUrl();
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
        <SectionBody id={section.id} details={details} />
      </main>
      {details && <SiteFooter details={details} />}
    </div>
  );
};

export const page: ScreenPage = { Component: SitePage, data: getLenderDetails };
