import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DeclaredScreen } from '@tz-loan/contract/platform/page-render';
import { type BorrowerSession, borrowerPath } from './api.ts';
import { REPO_ROOT } from './server.ts';

/** Every screen the features declare, read from the built server-rendering bundle. */
export const declaredScreens = async (): Promise<DeclaredScreen[]> => {
  const bundle = pathToFileURL(join(REPO_ROOT, 'apps/web/dist-ssr/render-page.js')).href;
  const { declaredScreens: list } = (await import(bundle)) as { declaredScreens: () => DeclaredScreen[] };
  return list();
};

/** The data a declared screen is shown with: a repaying borrower's loan and complaint. */
export type ScreenData = { repaying: { session: BorrowerSession; orderId: string }; complaintId: string };

/** A declared screen at its address, in `language`, with the data it shows: the repaying borrower's. */
export const screenUrl = (
  screen: DeclaredScreen,
  language: string,
  { repaying, complaintId }: ScreenData,
) => {
  const params = {
    orderId: repaying.orderId,
    productId: '1',
    problemId: complaintId,
    problemType: '2',
    // The channel app's: the promotion's template and the e-wallet's amount.
    id: '1',
    amount: '100000',
    language,
  };
  if (screen.group === 'official') return `${screen.path}?language=${language}`;
  // The channel app's screens live in the hash; the query before it is the native app's.
  if (screen.group === 'channel') return `/h5/${borrowerPath('', repaying.session, params)}#${screen.path}`;
  return borrowerPath(screen.path, repaying.session, params);
};
