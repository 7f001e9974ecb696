// A server render has no window: render-time callers pass their page scope's `here`. Without one
// on the server, no absolute URL is allowed.
const currentPage = (): Location | URL =>
  typeof window === 'undefined' ? new URL('http://page.invalid/') : window.location;

/**
 * Whether a URL the server gave may be followed (PRODUCT.md §8): a path on this site, or an http(s)
 * URL of this site's origin (scheme, host and port alike). Anything else (javascript:, data:, another
 * host, the same host on another port or scheme, garbage) is refused.
 */
export const isAllowedUrl = (url: string, here: Location | URL = currentPage()): boolean => {
  const trimmed = url.trim();
  if (!trimmed) return false;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, here.href);
  } catch {
    return false;
  }
  const origin = new URL(here.href).origin;
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin;
};

/**
 * A picture the server put inside its answer (`data:` with a picture's type). Shown by `<img>` only,
 * where an SVG runs no script; never a link to follow.
 */
export const isInlinePicture = (url: string): boolean =>
  /^data:image\/(svg\+xml|png|jpeg|webp|gif)[,;]/.test(url);
