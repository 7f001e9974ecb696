import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import { appendParams } from '../../shared/http/encode.ts';
import { getCommonParams } from '../../shared/query/page-query.ts';

/**
 * Where the app shows a complaint's photo: its path with the common params, whose session the server
 * checks (a photo is served only to its borrower). Same origin: the token stays in the app.
 */
export const photoSrc = (path: string, common: CommonParams = getCommonParams()) => {
  const query = appendParams(new URLSearchParams(), common).toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
};
