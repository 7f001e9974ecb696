import './promotion.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useMemo } from 'react';
import { useLocation } from 'react-router';
import { usePageScope } from '../../shared/scope/page-scope.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getTemplate } from './api/get-template.ts';
import { clientTypeOf } from './client-type.ts';
import { colourOf } from './colour.ts';
import { downloadLinks } from './download-links.ts';
import { PromotionMissing, promotionMissing } from './promotion-missing.tsx';

/** `/h5/downloadTemplate?id=<templateId>`: where to get the app once registered (PRODUCT.md §14). */
export const DownloadPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Download the app`);
  const { search } = useLocation();
  const { state, reload } = useScreenData(getTemplate);
  const { here, userAgent } = usePageScope();
  const platform = useMemo(() => clientTypeOf(new URLSearchParams(search), userAgent), [search, userAgent]);
  if (state.status === 'loading') return <Loading />;
  if (promotionMissing(state)) return <PromotionMissing state={state} />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load the download links`} state={state} onRetry={reload} />;
  const links = downloadLinks(state.data, platform, here);
  return (
    <main className="pr pr-download" style={{ '--pr-colour': colourOf(state.data.colour) } as CSSProperties}>
      <h1 className="pr-title">
        <Trans>Download the app</Trans>
      </h1>
      <p>
        <Trans>Install the app, then log in with your mobile number to apply for a loan.</Trans>
      </p>
      <ul className="pr-stores">
        {links.map((link) => (
          <li key={link.platform}>
            <a className="pr-submit" href={link.url} rel="noopener noreferrer">
              {link.platform === 'android' ? t`Get it on Google Play` : t`Download on the App Store`}
            </a>
          </li>
        ))}
      </ul>
      {links.length === 0 && (
        <p>
          <Trans>The app is not available to download right now. Please try again later.</Trans>
        </p>
      )}
    </main>
  );
};

export const page: ScreenPage = { Component: DownloadPage, data: getTemplate };
