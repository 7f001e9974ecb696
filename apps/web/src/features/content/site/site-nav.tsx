import { useLingui } from '@lingui/react/macro';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { SECTIONS, sectionHref } from './site-sections.ts';

/** Home, About, Lender, Privacy policy, Loan Agreement, Contact Us: each a link to its section. */
export const SiteNav = ({ active }: { active: number }) => {
  const { t, i18n } = useLingui();
  const appUrl = useAppUrl();
  return (
    <nav className="site-nav" aria-label={t`Sections`}>
      <ul>
        {SECTIONS.map((section, index) => (
          <li key={section.id}>
            <Link to={appUrl(sectionHref(section))} aria-current={index === active ? 'page' : undefined}>
              {i18n._(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
