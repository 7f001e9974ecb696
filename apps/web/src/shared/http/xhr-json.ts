import { HttpError, TimeoutError } from './fetch-json.ts';

type XhrJsonInit = {
  headers: Record<string, string>;
  body: FormData;
  timeoutMs: number;
  onUploadProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * A POST whose upload progress the screen shows (a photo on a slow link). fetch reports no upload
 * progress, so this one request goes through XMLHttpRequest, with fetchJson's results and errors: the
 * parsed JSON body, HttpError for a non-2xx answer, TimeoutError, or a TypeError for the network.
 */
export const xhrJson = <T>(url: URL, init: XhrJsonInit): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = init.timeoutMs;
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) init.onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(new Response(xhr.responseText, { status: xhr.status })));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TimeoutError(new Request(url, { method: 'POST' })));
    xhr.onabort = () => reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
