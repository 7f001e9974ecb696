import type { Messages } from '@lingui/core';
import type { ChannelBoot } from '@tz-loan/contract/platform/page-render';
import { activateCatalog, pageLanguage } from '../shared/i18n/language.ts';
import { readBoot } from './boot.ts';
import { channelPath, isHashRoute } from './channel-query.ts';
import { startApp } from './start.tsx';

/**
 * The channel app (PRODUCT.md §13, §14), started by h5-main.tsx: the borrower app's start, under
 * `/h5`. A page the server rendered is taken over as it is. A hash route of SPEC.md
 * (`/h5/#/register?id=1`), which the server never sees, first moves to its real path, with no new
 * history entry; the browser then renders its screen.
 */
export const startChannelApp = () => {
  const { search, hash } = window.location;
  const fromHash = isHashRoute(hash);
  if (fromHash) window.history.replaceState(window.history.state, '', channelPath(search, hash));
  // `/h5/` carries its language's whole catalog as data, when no screen was rendered into it.
  if (document.documentElement.dataset.rendered !== 'true') {
    const boot = readBoot() as ChannelBoot | null;
    const language = pageLanguage();
    document.documentElement.lang = language;
    if (boot?.catalog && boot.language === language) activateCatalog(language, boot.catalog as Messages);
  }
  startApp({ channel: true, rendered: !fromHash });
};
