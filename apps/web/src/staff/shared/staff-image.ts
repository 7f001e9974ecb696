import { API_BASE } from '@tz-loan/contract/platform/constants';

/** A staff image path as an <img> reads it: same-origin, so the session cookie goes along. */
export const staffImageUrl = (path: string) =>
  path.startsWith('/tapi/') || /^https?:/.test(path)
    ? path
    : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
