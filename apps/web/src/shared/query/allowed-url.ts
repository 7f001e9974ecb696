/**
 * Whether a URL the server gave may be followed (PRODUCT.md §8): a path on this site, or an http(s)
 * URL on this site's host. Anything else (javascript:, data:, another host, garbage) is refused.
 */
export const isAllowedUrl = (url: string, here: Location | URL = window.location): boolean => {
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
