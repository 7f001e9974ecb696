let renderedPage: URL | null = null;

/** While the server renders a page there is no window: that page's URL stands in for its location. */
export const renderingPage = (url: URL | null): void => {
  renderedPage = url;
};

const currentPage = (): Location | URL =>
  typeof window === 'undefined' ? (renderedPage ?? new URL('http://page.invalid/')) : window.location;

/**
 * Whether a URL the server gave may be followed (PRODUCT.md §8): a path on this site, or an http(s)
 * URL on this site's host. Anything else (javascript:, data:, another host, garbage) is refused.
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
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname === here.hostname;
};
