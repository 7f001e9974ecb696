import type { TemplateConfig } from '@tz-loan/contract/promotion/calls';
import { isAllowedUrl } from '../../shared/query/allowed-url.ts';
import type { ClientType } from './client-type.ts';

// PRODUCT.md §8: a link the server gives is followed only to this app's origin or one allowed here.
// The app stores are the only other places the landing sends a visitor.
const STORE_ORIGINS = ['https://play.google.com', 'https://apps.apple.com'];

const allowed = (url: string, here?: Location | URL) => {
  if (isAllowedUrl(url, here)) return true;
  try {
    return STORE_ORIGINS.includes(new URL(url).origin);
  } catch {
    return false;
  }
};

export type DownloadLink = { platform: 'android' | 'ios'; url: string };

/** The template's download links that may be followed, the visitor's platform first. */
export const downloadLinks = (
  template: TemplateConfig,
  platform: ClientType,
  /** The page's address (its scope's `here`). */
  here?: Location | URL,
): DownloadLink[] => {
  const links: DownloadLink[] = [
    { platform: 'android', url: template.androidUrl },
    { platform: 'ios', url: template.iosUrl },
  ];
  const usable = links.filter((link) => allowed(link.url, here));
  return platform === 'ios' ? usable.reverse() : usable;
};
