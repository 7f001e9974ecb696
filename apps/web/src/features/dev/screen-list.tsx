import { Link } from 'react-router';
import { appUrl, type UrlExtras } from '../../shared/query/app-url.ts';
import { ROUTE_TABLE, type RouteGroup } from '../../shared/routes/route-table.ts';
import { SCREEN_NAMES } from '../../shared/routes/screen-names.ts';

const GROUPS: { group: RouteGroup; title: string }[] = [
  { group: 'borrower', title: 'Borrower screens' },
  { group: 'official', title: 'Official site' },
  { group: 'dev', title: 'Developer pages' },
];

/**
 * Every screen of the route table: a built one is a link forwarding the common params plus `extras`;
 * one that is not built is listed, not linked, and says so.
 */
export const ScreenList = ({ extras }: { extras?: UrlExtras }) => (
  <>
    {GROUPS.map(({ group, title }) => (
      <section key={group} className="dev-section" aria-labelledby={`dev-${group}`}>
        <h2 id={`dev-${group}`}>{title}</h2>
        <ul className="dev-screens">
          {ROUTE_TABLE.filter((entry) => entry.group === group).map((entry) => (
            <li key={entry.path}>
              {entry.built ? (
                <Link to={appUrl(entry.path, extras)}>{SCREEN_NAMES[entry.path]}</Link>
              ) : (
                <span className="dev-unbuilt">{SCREEN_NAMES[entry.path]}</span>
              )}{' '}
              <code>{entry.path}</code>
              {entry.built ? null : <em> — not built yet</em>}
            </li>
          ))}
        </ul>
      </section>
    ))}
  </>
);
