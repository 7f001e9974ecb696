import type { UrlExtras } from '../../shared/query/app-url.ts';
import { useChannelUrl } from '../../shared/query/channel-url.ts';
import { useAppUrl } from '../../shared/scope/use-page-urls.ts';
import type { Screen, ScreenDeclaration } from '../../shared/screens/screen.ts';
import { useScreens } from '../../shared/screens/screens-context.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { useScreenName } from './screen-names.ts';

const GROUPS: { group: NonNullable<ScreenDeclaration['group']>; title: string }[] = [
  { group: 'borrower', title: 'Borrower screens' },
  { group: 'official', title: 'Official site' },
  { group: 'dev', title: 'Developer pages' },
  { group: 'channel', title: 'Channel app (/h5/)' },
];

/**
 * The channel app is another page: its screens are a full navigation to `/h5/…`, carrying the
 * screen's example query (the promotion landing needs a template id).
 */
const ScreenLink = ({ screen, name, extras }: { screen: Screen; name: string; extras?: UrlExtras }) => {
  const appUrl = useAppUrl();
  const channelUrl = useChannelUrl();
  return screen.group === 'channel' ? (
    <a
      href={channelUrl(screen.path, {
        ...extras,
        ...Object.fromEntries(new URLSearchParams(screen.example)),
      })}
    >
      {name}
    </a>
  ) : (
    <Link to={appUrl(screen.path, extras)}>{name}</Link>
  );
};

/** Every declared screen, as a link forwarding the common params plus `extras`. */
export const ScreenList = ({ extras }: { extras?: UrlExtras }) => {
  const screens = useScreens();
  const nameOf = useScreenName();
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
                  <ScreenLink screen={screen} name={nameOf(screen)} extras={extras} />{' '}
                  <code>{screen.path}</code>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
};
