import { readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/** A banner file at most this size comes inside the landing's answer (it appears twice in the page). */
export const INLINE_BANNER_MAX_BYTES = 8 * 1024;

const PICTURE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
const PICTURE_PATH = /^\/[\w-]+(?:\/[\w-]+)*\.(svg|png|jpe?g|webp|gif)$/;

// The characters that HTML attributes or JSON would escape, each differently (and `%` and `#`, which
// a data: URL reserves): with them percent-encoded, the picture reads the same in the rendered
// `<img>` and in the page's boot data, so the page's compression stores it once.
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${svg
    .replace(/\s+/g, ' ')
    .replace(/[%#"'<>&]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * The landing's banner as the answer gives it. A small picture of the app's own files (`/promotion/…`
 * in the web build) comes as a `data:` URL: on a 3G link its own request would cost the landing's
 * largest paint a round trip or two after the page. Anything else, or a file that is not there, is
 * answered as the lender set it. The build's files do not change while the server runs: each is read
 * once.
 */
export const bannerInliner = (webDist: string) => {
  const root = resolve(webDist);
  const known = new Map<string, string>();
  const inline = (banner: string): string => {
    const type = PICTURE_PATH.exec(banner)?.[1];
    if (!type) return banner;
    const file = resolve(root, `.${banner}`);
    if (!file.startsWith(root + sep)) return banner;
    try {
      if (statSync(file).size > INLINE_BANNER_MAX_BYTES) return banner;
      const bytes = readFileSync(file);
      return type === 'svg'
        ? svgDataUrl(bytes.toString('utf8'))
        : `data:${PICTURE_TYPES[type]};base64,${bytes.toString('base64')}`;
    } catch {
      return banner;
    }
  };
  return (banner: string) => {
    let answer = known.get(banner);
    if (answer === undefined) {
      answer = inline(banner);
      known.set(banner, answer);
    }
    return answer;
  };
};
