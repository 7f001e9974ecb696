import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Preloads = Record<string, { js: string[]; css: string[] }>;

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The app page for each screen path, naming the screen's chunks and style sheets in its head (from
 * the build's route-preloads.json) so a phone fetches them with the entry, not one round trip later.
 * Paths the build does not list get the plain page.
 */
export const pagesWithPreloads = (dist: string, page: string): Map<string, string> => {
  const file = join(dist, 'route-preloads.json');
  const pages = new Map<string, string>();
  if (!existsSync(file)) return pages;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Preloads;
  for (const [path, { js, css }] of Object.entries(preloads)) {
    const links = [
      ...css
        .filter((href) => ASSET.test(href) && !page.includes(href))
        .map((href) => `<link rel="preload" as="style" href="${href}">`),
      ...js
        .filter((href) => ASSET.test(href) && !page.includes(href))
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    pages.set(path, page.replace('</head>', `${links.join('')}</head>`));
  }
  return pages;
};
