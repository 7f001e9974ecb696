import {
  API_BASE,
  ASYNC_MARKER_HEADER,
  ASYNC_MARKER_VALUE,
  IDEMPOTENCY_HEADER,
  REQUEST_TIMEOUT_MS,
} from '@tz-loan/contract/platform/constants';
import { getCommonParams, getHeaderParam, type HeaderParamName } from '../query/page-query.ts';
import { showLoading } from '../ui/toast.ts';
import { appendParams, type RequestParams } from './encode.ts';
import { noticeEnvelope } from './envelope-notice.ts';
import { fetchJson } from './fetch-json.ts';
import { isMockMode, mockRequest } from './mock-mode.ts';

export type RequestOptions = {
  /** Shows a loading toast with this message while the call runs. */
  loading?: string;
  /** No toast for an unsuccessful envelope (the main loan variant, SPEC.md §8); 401 still logs out. */
  silent?: boolean;
  /** Sent as `Idempotency-Key`: one per user action, reused on retry (PRODUCT.md §7). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** A multipart POST only: called with the part sent so far (0–1) as the body uploads. */
  onUploadProgress?: (fraction: number) => void;
};

export type HttpClient = {
  /** GET `/tapi{path}` with the common params and `params` in the query. Resolves to the JSON body. */
  get: <T = unknown>(path: `/${string}`, params?: RequestParams, options?: RequestOptions) => Promise<T>;
  /** POST `/tapi{path}`, common params in the query, `params` form-encoded (or multipart for FormData). */
  post: <T = unknown>(
    path: `/${string}`,
    params?: RequestParams | FormData,
    options?: RequestOptions,
  ) => Promise<T>;
};

/**
 * Makes one of the two HTTP clients of SPEC.md §7. Every request: base `/tapi`, 60 s timeout, the
 * asynchronous-request marker header, `headerParams` as headers taken from the page URL's same-named
 * query params ('' if missing), the common params in the query. Success (2xx) resolves to the parsed
 * JSON body only; a network error, timeout or non-2xx rejects with the original error, untouched.
 */
export const createHttpClient = (config: { headerParams: readonly HeaderParamName[] }): HttpClient => {
  const request = async <T>(
    method: 'GET' | 'POST',
    path: `/${string}`,
    params: RequestParams | FormData | undefined,
    options: RequestOptions = {},
  ): Promise<T> => {
    const url = new URL(`${API_BASE}${path}`, window.location.origin);
    appendParams(url.searchParams, getCommonParams());
    const headers: Record<string, string> = { [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE };
    for (const name of config.headerParams) headers[name] = getHeaderParam(name);
    if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;

    let body: URLSearchParams | FormData | undefined;
    if (params instanceof FormData) body = params;
    else if (method === 'GET') appendParams(url.searchParams, params);
    else body = appendParams(new URLSearchParams(), params);

    const loading = options.loading ? showLoading(options.loading) : undefined;
    let result: T;
    try {
      if (isMockMode()) {
        const sent = params instanceof FormData ? Object.fromEntries(params) : { ...params };
        result = (await mockRequest(method, path, sent)) as T;
      } else if (options.onUploadProgress && body instanceof FormData) {
        // Only an upload asks for progress: every other screen's first load goes without it.
        const { xhrJson } = await import('./xhr-json.ts');
        result = await xhrJson<T>(url, {
          headers,
          body,
          timeoutMs: REQUEST_TIMEOUT_MS,
          onUploadProgress: options.onUploadProgress,
          signal: options.signal,
        });
      } else {
        result = await fetchJson<T>(url, {
          method,
          headers,
          body,
          timeoutMs: REQUEST_TIMEOUT_MS,
          signal: options.signal,
        });
      }
    } finally {
      loading?.close();
    }
    noticeEnvelope(result, options.silent);
    return result;
  };

  return {
    get: (path, params, options) => request('GET', path, params, options),
    post: (path, params, options) => request('POST', path, params, options),
  };
};
