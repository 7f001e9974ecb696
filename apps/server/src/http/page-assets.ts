import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type ScreenAssets = { js: string[]; css: string[] };

const ASSET = /^assets\/[\w.-]+\.(js|css)$/;

/** The manifest's key of the page's entry. */
export const ENTRY = 'index.html';

/**
 * Each screen module's chunks and style sheets, from what the browser build recorded in its manifest
 * (the module's chunk and everything it imports), less what the page already loads with the entry.
 */
export const readScreenAssets = (dist: string, page: string) => {
  const file = join(dist, '.vite/manifest.json');
  const manifest: Manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const cache = new Map<string, ScreenAssets>();
  /** A module's chunks and style sheets; `index.html` names what the entry imports after the paint. */
  return (module: string): ScreenAssets => {
    const known = cache.get(module);
    if (known) return known;
    const js = new Set<string>();
    const css = new Set<string>();
    const seen = new Set<string>();
    // The entry itself is in the page: what it loads is the app it imports once the page has painted.
    if (module === ENTRY) seen.add(ENTRY);
    const starts = module === ENTRY ? (manifest[ENTRY]?.dynamicImports ?? []) : [module];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const start of starts) visit(start);
    // Only the build's own asset names are ever written into a page, and nothing the page has already.
    const fresh = (name: string) => ASSET.test(name) && !page.includes(`/${name}"`);
    const assets = {
      js: [...js].filter(fresh).map((name) => `/${name}`),
      css: [...css].filter(fresh).map((name) => `/${name}`),
    };
    cache.set(module, assets);
    return assets;
  };
};

/** The name of the meta tag listing the chunks the entry preloads once the page has painted. */
export const CHUNKS_META = 'app-chunks';

/**
 * The head tags of a screen's code: its style sheets as the style sheets they are (the first paint
 * needs them; the app's loader finds them there and does not fetch them again), and its chunks listed
 * for the entry to preload right after the first paint, so that on a slow link the page's HTML and
 * style sheets have the bandwidth to themselves until it has painted.
 */
export const assetTags = ({ js, css }: ScreenAssets) =>
  [
    ...css.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<meta name="${CHUNKS_META}" content="${js.join(' ')}">`,
  ].join('');
