import { appUrl, type UrlExtras } from '../../shared/query/app-url.ts';
import type { ScreenDeclaration } from '../../shared/screens/screen.ts';
import { useScreens } from '../../shared/screens/screens-context.ts';
import { Link } from '../../shared/ui/app-link.tsx';

const GROUPS: { group: NonNullable<ScreenDeclaration['group']>; title: string }[] = [
  { group: 'borrower', title: 'Borrower screens' },
  { group: 'official', title: 'Official site' },
  { group: 'dev', title: 'Developer pages' },
];

/** Every declared screen, as a link forwarding the common params plus `extras`. */
export const ScreenList = ({ extras }: { extras?: UrlExtras }) => {
  const screens = useScreens();
  return (
    <>
      {GROUPS.map(({ group, title }) => {
        const listed = screens.filter((screen) => screen.group === group);
        if (listed.length === 0) return null;
        return (
          <section key={group} className="dev-section" aria-labelledby={`dev-${group}`}>
            <h2 id={`dev-${group}`}>{title}</h2>
            <ul className="dev-screens">
              {listed.map((screen) => (
                <li key={screen.path}>
                  <Link to={appUrl(screen.path, extras)}>{screen.name}</Link> <code>{screen.path}</code>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
};
