import './content.css';
import './site.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LenderDetailsData } from '@tz-loan/contract/content';
import { useLocation } from 'react-router';
import { appUrl } from '../../shared/query/app-url.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { AboutText } from './about-text.tsx';
import { AgreementText } from './agreement-text.tsx';
import { ContactForm } from './contact-form.tsx';
import { HomeSection } from './home-section.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LenderCard } from './lender-card.tsx';
import { lenderData, useLender } from './lender-data.ts';
import { PageMeta } from './page-meta.tsx';
import { PrivacyText } from './privacy-text.tsx';
import { RepresentativeExample } from './representative-example.tsx';
import { useScrollToTop } from './scroll-top.ts';
import { SiteNav } from './site-nav.tsx';
import { SECTIONS, type SectionId, sectionIndexOf } from './site-sections.ts';

type Details = LenderDetailsData | null | undefined;

const SectionBody = ({ id, details }: { id: SectionId; details: Details }) => {
  const lender = <LenderCard details={details} />;
  switch (id) {
    case 'home':
      return <HomeSection details={details} />;
    case 'about':
      return <AboutText contact={lender} />;
    case 'policy':
      return <PrivacyText contact={lender} />;
    case 'loan':
      return <AgreementText lender={lender} />;
    case 'lender':
      return (
        <div className="content-text site-columns">
          <section>
            <p>
              <Trans>
                We are a registered non-bank lender company in Tanzania. These are our registered details; the
                representative example shows what one of our loans costs today.
              </Trans>
            </p>
            {lender}
          </section>
          <RepresentativeExample example={details?.example} />
        </div>
      );
    case 'contact':
      return (
        <div className="content-text site-columns">
          <section>
            <p>
              <Trans>
                Tell us what you think of our loans, or ask us anything: leave your name and telephone number
                and we will call you back.
              </Trans>
            </p>
            <ContactForm />
          </section>
          <section>{lender}</section>
        </div>
      );
  }
};

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
        <SectionBody id={section.id} details={details} />
      </main>
      {details && <SiteFooter details={details} />}
    </div>
  );
};

export const page: ScreenPage = { Component: SitePage, data: lenderData };
