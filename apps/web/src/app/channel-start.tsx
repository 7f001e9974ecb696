import type { Messages } from '@lingui/core';
import { pickLanguage } from '@tz-loan/contract/platform/language';
import type { ChannelBoot } from '@tz-loan/contract/platform/page-render';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installNativeBack } from '../shared/bridge/bridge.ts';
import { answerMocksFrom } from '../shared/http/mock-mode.ts';
import { activateCatalog, loadLanguage } from '../shared/i18n/language.ts';
import { getCommonParams, keepPageQuery } from '../shared/query/page-query.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { readBoot } from './boot.ts';
import { ChannelApp } from './channel-app.tsx';
import { channelHash, hashSearch } from './channel-query.ts';
import { ChannelRouter } from './channel-router.tsx';
import { hashWithSessionId } from './session-in-address.ts';

/**
 * The channel app (PRODUCT.md §13, §14), started by h5-main.tsx. The server never sees the hash, so
 * every screen here is rendered by the browser.
 */
export const startChannelApp = () => {
  answerMocksFrom(() => import('./mock-api.ts'));
  installNativeBack();
  const { pathname, search, hash } = window.location;
  keepPageQuery(search);
  keepPageQuery(hashSearch(channelHash(pathname, search, hash)));
  // Back from the e-wallet's pay page, the session comes from this tab: the address carries it again,
  // so that a reload stays logged in (session-in-address.ts).
  const merged = hashWithSessionId(channelHash(pathname, search, hash), getCommonParams().sessionId);
  if (merged !== hash) window.history.replaceState(window.history.state, '', `/h5/${search}${merged}`);
  const language = pickLanguage(
    new URLSearchParams(hashSearch(merged)).get('language'),
    navigator.languages?.join(','),
  );
  document.documentElement.lang = language;
  // The page carries its language's catalog as data; another language's comes as its chunk.
  const boot = readBoot() as ChannelBoot | null;
  if (boot?.catalog && boot.language === language) activateCatalog(language, boot.catalog as Messages);
  const container = document.getElementById('root');
  if (!container) return;
  loadLanguage(language).finally(() =>
    createRoot(container).render(
      <StrictMode>
        <AppErrorBoundary>
          <ChannelRouter>
            <ChannelApp />
          </ChannelRouter>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
};
