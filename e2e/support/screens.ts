import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DeclaredScreen } from '@tz-loan/contract/page-render';
import { REPO_ROOT } from './server.ts';

/** Every screen the features declare, read from the built server-rendering bundle. */
export const declaredScreens = async (): Promise<DeclaredScreen[]> => {
  const bundle = pathToFileURL(join(REPO_ROOT, 'apps/web/dist-ssr/render-page.js')).href;
  const { declaredScreens: list } = (await import(bundle)) as { declaredScreens: () => DeclaredScreen[] };
  return list();
};
