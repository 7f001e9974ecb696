import {
  CLIENT_HEADER_PARAMS,
  COMMON_PARAM_NAMES,
  withProductIdAliases,
} from '@tz-loan/contract/platform/common-params';
import { API_BASE, ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { PageHttp } from '@tz-loan/contract/platform/page-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const HEADER_PARAMS = [...CLIENT_HEADER_PARAMS.first, ...CLIENT_HEADER_PARAMS.second];

/** The web client's params as text (lists comma-joined, empty values left out), as it sends them. */
const appendAll = (target: URLSearchParams, params: Record<string, unknown> = {}) => {
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    target.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return target;
};

/**
 * The HTTP client a page renders with: each `/tapi` call of the screen runs in-process through the
 * API's own route (same validation, session check, services and answer), carrying what the phone's
 * client would: the page's common params in the query, the header params, its address and language.
 * A non-2xx answer rejects, as the browser client's does.
 */
export const pageHttp = (app: FastifyInstance, page: FastifyRequest): PageHttp => {
  const pageQuery = new URLSearchParams(page.url.includes('?') ? page.url.slice(page.url.indexOf('?')) : '');
  const common: Record<string, string> = {};
  for (const name of COMMON_PARAM_NAMES) {
    const value = pageQuery.get(name);
    if (value !== null) common[name] = value;
  }
  const headers: Record<string, string> = { [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE };
  for (const name of HEADER_PARAMS) headers[name] = pageQuery.get(name) ?? '';
  const language = page.headers['accept-language'];
  if (language) headers['accept-language'] = language;

  const call = async (method: 'GET' | 'POST', path: string, params?: Record<string, unknown>) => {
    const query = appendAll(new URLSearchParams(), withProductIdAliases(common));
    if (method === 'GET') appendAll(query, params);
    const response = await app.inject({
      method,
      url: `${API_BASE}${path}?${query}`,
      headers:
        method === 'POST' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      ...(method === 'POST' ? { payload: appendAll(new URLSearchParams(), params).toString() } : {}),
      remoteAddress: page.ip,
    });
    if (response.statusCode < 200 || response.statusCode > 299) {
      throw new Error(`${method} ${path} answered HTTP ${response.statusCode}`);
    }
    return response.json() as unknown;
  };
  return {
    get: (path, params) => call('GET', path, params),
    post: (path, params) => call('POST', path, params),
  };
};
