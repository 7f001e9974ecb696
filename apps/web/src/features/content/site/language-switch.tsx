import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Language } from '@tz-loan/contract/platform/language';
import { useLocation } from 'react-router';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';

// Each language is named in itself, whatever the page's language: a reader finds their own. Both
// catalogs hold the same names.
const LANGUAGES: { code: Language; name: MessageDescriptor }[] = [
  { code: 'sw', name: msg`Kiswahili` },
  { code: 'en', name: msg`English` },
];

/**
 * The site's language (PRODUCT.md §16): a plain link that loads the page again in the other
 * language, so the server renders it in that language and it works with scripts off.
 */
export const LanguageSwitch = () => {
  const { t, i18n } = useLingui();
  const appUrl = useAppUrl();
  const { pathname, search } = useLocation();
  return (
    <nav className="site-languages" aria-label={t`Language`}>
      {LANGUAGES.map(({ code, name }) =>
        code === i18n.locale ? (
          <span key={code} lang={code} aria-current="true">
            {i18n._(name)}
          </span>
        ) : (
          <a key={code} lang={code} hrefLang={code} href={appUrl(`${pathname}${search}`, { language: code })}>
            {i18n._(name)}
          </a>
        ),
      )}
    </nav>
  );
};
