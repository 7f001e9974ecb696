import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAINT_FIRST_SCRIPT } from './paint-first.ts';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** What the browser build recorded of its chunks (empty before the app is built). */
export const readManifest = (dist: string): Manifest => {
  const file = join(dist, '.vite/manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};

export type ScreenAssets = { js: string[]; css: string[] };

const ASSET = /^assets\/[\w.-]+\.(js|css)$/;

/** The manifest's key of the borrower app's page's entry. */
export const ENTRY = 'index.html';

/** The manifest's key of the channel app's page's entry (`/h5/…`). */
export const CHANNEL_ENTRY = 'h5/index.html';

/**
 * Each screen module's chunks and style sheets, from what the browser build recorded in its manifest
 * (the module's chunk and everything it imports), less what the page already loads with the entry.
 */
export const screenAssetsOf = (manifest: Manifest, page: string, entry = ENTRY) => {
  const cache = new Map<string, ScreenAssets>();
  /** A module's chunks and style sheets; the entry's key names the app the entry imports. */
  return (module: string): ScreenAssets => {
    const known = cache.get(module);
    if (known) return known;
    const js = new Set<string>();
    const css = new Set<string>();
    const seen = new Set<string>();
    // The entry's own file is in the page's tag: what it loads is the app, which the borrower app's
    // entry imports once the page has painted and the channel app's at once.
    const isEntry = module === entry;
    if (isEntry) seen.add(entry);
    for (const sheet of isEntry ? (manifest[entry]?.css ?? []) : []) css.add(sheet);
    const starts = isEntry
      ? [...(manifest[entry]?.imports ?? []), ...(manifest[entry]?.dynamicImports ?? [])]
      : [module];
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

/** The entry's own file and the chunks it imports (the chunk loader; the channel app's, the app too). */
export const entryAssetsOf = (manifest: Manifest, key = ENTRY): ScreenAssets => {
  const entry = manifest[key];
  const names = entry ? [entry.file, ...(entry.imports ?? []).map((name) => manifest[name]?.file ?? '')] : [];
  return { js: names.filter((name) => ASSET.test(name)).map((name) => `/${name}`), css: [] };
};

/**
 * The built style sheets' text, read once each. A sheet that could end its `<style>` element (none
 * of the build's can) is left out, and the page then links it.
 */
export const readStyleSheets = (dist: string) => {
  const cache = new Map<string, string | null>();
  return (href: string): string | null => {
    if (!cache.has(href)) {
      const path = join(dist, href);
      const text = existsSync(path) ? readFileSync(path, 'utf8') : null;
      cache.set(href, text !== null && !/<\//.test(text) ? text : null);
    }
    return cache.get(href) ?? null;
  };
};

/**
 * The head tags of a rendered page's code. Its style sheets inlined: the first paint needs nothing
 * but the page. Each also named by a disabled link, which the browser neither fetches nor applies,
 * because the app's chunk loader looks for a sheet's link before fetching it for a lazy part. Then
 * the script that fetches the entry, the screen's chunks and the data the app starts with once the
 * page has painted.
 */
export const assetTags = (
  entry: ScreenAssets,
  { js, css }: ScreenAssets,
  sheetText: (href: string) => string | null,
  data: string[],
) => {
  const [entryFile, ...entryImports] = entry.js;
  const sheets = css.map((href) => ({ href, text: sheetText(href) }));
  const style = sheets.map(({ text }) => text ?? '').join('');
  return [
    style ? `<style>${style}</style>` : '',
    ...sheets.map(
      ({ href, text }) => `<link rel="stylesheet" href="${href}"${text === null ? '' : ' disabled'}>`,
    ),
    `<script data-entry="${entryFile}" data-chunks="${[...entryImports, ...js].join(' ')}" data-fetch="${data.join(' ')}">${PAINT_FIRST_SCRIPT}</script>`,
  ].join('');
};
