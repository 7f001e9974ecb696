import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_FEATURES_META, type AppFeature } from '@tz-loan/contract/platform/bridge';
import type { CatalogReader, DeclaredScreen, PageRenderer } from '@tz-loan/contract/platform/page-render';
import type { Config } from '../config.ts';

/** A page of the browser's build, or null before the app is built. */
export const readPage = (dist: string, file: string, features: AppFeature[]) => {
  const path = join(dist, file);
  if (!existsSync(path)) return null;
  // The built pages carry a features meta tag; the server says which are on in this mode.
  return readFileSync(path, 'utf8').replace(
    new RegExp(`(<meta name="${APP_FEATURES_META}" content=")[^"]*(")`),
    `$1${features.join(',')}$2`,
  );
};

export type RenderBundle = {
  renderPage: PageRenderer;
  catalogFor?: CatalogReader;
  declaredScreens?: () => DeclaredScreen[];
};

/** The web app's server-rendering entry, when it is built. */
export const loadBundle = async (config: Config): Promise<RenderBundle | null> => {
  const entry = join(config.webSsr, 'render-page.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as RenderBundle;
};
