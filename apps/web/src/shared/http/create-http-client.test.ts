import { screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageQuery, keepPageQuery } from '../query/page-query.ts';
import { firstClient, secondClient } from './clients.ts';
import { HttpError, TimeoutError } from './fetch-json.ts';

const PAGE_QUERY =
  '?userId=u1&sessionId=s1&deviceId=d1&product_id=3&building=B1&gather=G1&swift=S1&eyes=E1&unrelated=x';

type Answer = { status?: number; body?: unknown };
let requests: Request[] = [];
let bodies: string[] = [];

/** Stubs fetch: records each request and answers with `answer` (JSON, 200 unless told). */
const answerWith = (answer: Answer = {}) => {
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    bodies.push(await input.clone().text());
    return new Response(JSON.stringify(answer.body ?? { code: 0, message: 'ok', data: {} }), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const lastRequest = () => {
  const request = requests.at(-1);
  if (!request) throw new Error('no request was made');
  return request;
};
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

beforeEach(() => {
  requests = [];
  bodies = [];
  forgetPageQuery();
  keepPageQuery(PAGE_QUERY);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>).android;
});

describe('the two HTTP clients: what every request carries', () => {
  it('the first client sends headers building and gather from the page URL, not swift and eyes', async () => {
    answerWith();
    await firstClient.post('/v3/home/index');
    const { headers } = lastRequest();
    expect(headers.get('building')).toBe('B1');
    expect(headers.get('gather')).toBe('G1');
    expect(headers.has('swift')).toBe(false);
    expect(headers.has('eyes')).toBe(false);
  });

  it('the second client sends headers swift and eyes from the page URL, not building and gather', async () => {
    answerWith();
    await secondClient.get('/v3/contract/contract');
    const { headers } = lastRequest();
    expect(headers.get('swift')).toBe('S1');
    expect(headers.get('eyes')).toBe('E1');
    expect(headers.has('building')).toBe(false);
    expect(headers.has('gather')).toBe(false);
  });

  it('sends those headers empty when the page URL lacks them', async () => {
    forgetPageQuery();
    keepPageQuery('?userId=u1');
    answerWith();
    await firstClient.post('/a');
    await secondClient.post('/b');
    const [first, second] = requests;
    expect(first?.headers.get('building')).toBe('');
    expect(first?.headers.get('gather')).toBe('');
    expect(second?.headers.get('swift')).toBe('');
    expect(second?.headers.get('eyes')).toBe('');
  });

  it.each([
    ['first', firstClient],
    ['second', secondClient],
  ])('the %s client sends X-Requested-With: XMLHttpRequest on GET and POST', async (_name, client) => {
    answerWith();
    await client.get('/g');
    await client.post('/p');
    for (const request of requests) expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('calls /tapi plus the path on this origin, with the common params in the query', async () => {
    answerWith();
    await firstClient.post('/v3/loan-details/loan-details', { orderId: 'o5' });
    const request = lastRequest();
    const url = new URL(request.url);
    expect(request.method).toBe('POST');
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/tapi/v3/loan-details/loan-details');
    expect(queryOf(request)).toEqual({
      userId: 'u1',
      sessionId: 's1',
      deviceId: 'd1',
      productId: '3',
      product_id: '3',
    });
  });

  it('POST sends its params as a form-encoded body', async () => {
    answerWith();
    await firstClient.post('/v3/loan-confirm/loan-detail-push-yd', {
      amount: 40_000_000,
      periods: 1,
      termUnit: 'day',
      productId: '3',
      note: 'a&b=c',
      images: ['x.png', 'y.png'],
      skipped: undefined,
    });
    const request = lastRequest();
    expect(request.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(bodies.at(-1));
    expect(Object.fromEntries(form)).toEqual({
      amount: '40000000',
      periods: '1',
      termUnit: 'day',
      productId: '3',
      note: 'a&b=c',
      images: 'x.png,y.png',
    });
  });

  it('POST sends FormData as multipart (uploads)', async () => {
    answerWith();
    const form = new FormData();
    form.append('problemImage', new Blob(['img'], { type: 'image/png' }), 'a.png');
    await firstClient.post('/user-problem/upload-problem-img', form);
    expect(lastRequest().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('GET appends its params to the query after the common params, and sends no body', async () => {
    answerWith();
    await firstClient.get('/v3/contract/contract', { productId: '9', scene: 3 });
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.body).toBeNull();
    expect(queryOf(request)).toEqual({
      userId: 'u1',
      sessionId: 's1',
      deviceId: 'd1',
      productId: '9',
      product_id: '3',
      scene: '3',
    });
  });

  it('sends Idempotency-Key when given one, and none otherwise', async () => {
    answerWith();
    await firstClient.post('/v3/loan-confirm/loan-detail-push-yd', {}, { idempotencyKey: 'key-123' });
    expect(lastRequest().headers.get('Idempotency-Key')).toBe('key-123');
    await firstClient.post('/v3/loan-confirm/loan-detail-push-yd');
    expect(lastRequest().headers.has('Idempotency-Key')).toBe(false);
  });

  it('times out after 60 s, not before, rejecting with the timeout error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) => {
            request.signal.addEventListener('abort', () => reject(request.signal.reason));
          }),
      ),
    );
    const outcome = firstClient.post('/slow').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(59_999);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });
});

describe('the two HTTP clients: what comes back', () => {
  it('resolves to the parsed JSON body only', async () => {
    const body = { code: 0, message: 'ok', data: { products: [{ productId: '1' }] } };
    answerWith({ body });
    await expect(firstClient.post('/v3/home/index')).resolves.toEqual(body);
    await expect(secondClient.get('/v3/home/index')).resolves.toEqual(body);
  });

  it('rejects with the very error fetch threw on a network failure', async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(offline));
    await expect(firstClient.post('/x')).rejects.toBe(offline);
    await expect(secondClient.get('/x')).rejects.toBe(offline);
  });

  it('rejects a non-2xx answer with the HTTP error, and shows no toast', async () => {
    const show = vi.spyOn(Toast, 'show');
    answerWith({ status: 502, body: { code: 1, message: 'Bad gateway' } });
    const error = await firstClient.post('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response.status).toBe(502);
    expect(show).not.toHaveBeenCalled();
  });

  it('shows the server message in an info toast when code is not 0 after parseInt', async () => {
    answerWith({ body: { code: 1001, message: 'The product is sold out' } });
    await expect(firstClient.post('/x')).resolves.toEqual({ code: 1001, message: 'The product is sold out' });
    expect(await screen.findByText('The product is sold out')).toBeInTheDocument();
  });

  it('treats a string code the same way ("7" toasts)', async () => {
    const show = vi.spyOn(Toast, 'show');
    answerWith({ body: { code: '7', message: 'Try later' } });
    await secondClient.get('/x');
    expect(show).toHaveBeenCalledWith({ content: 'Try later', duration: 2000 });
  });

  it.each([[0], ['0'], ['00']])('shows nothing for code %j (0 after parseInt)', async (code) => {
    const show = vi.spyOn(Toast, 'show');
    answerWith({ body: { code, message: 'fine' } });
    await firstClient.post('/x');
    expect(show).not.toHaveBeenCalled();
  });

  it('shows nothing for a non-zero code when the caller is silent', async () => {
    const show = vi.spyOn(Toast, 'show');
    answerWith({ body: { code: 1001, message: 'The product is sold out' } });
    await expect(firstClient.post('/x', {}, { silent: true })).resolves.toMatchObject({ code: 1001 });
    expect(show).not.toHaveBeenCalled();
  });

  it('on code 401 toasts and sends the native app to its login (offToLogin), silent or not', async () => {
    const android = { offToLogin: vi.fn() };
    (window as unknown as Record<string, unknown>).android = android;
    const show = vi.spyOn(Toast, 'show');
    answerWith({ body: { code: 401, message: 'Please log in again' } });
    await firstClient.post('/x');
    expect(show).toHaveBeenCalledWith({ content: 'Please log in again', duration: 2000 });
    expect(android.offToLogin).toHaveBeenCalledOnce();
    await secondClient.get('/x', {}, { silent: true });
    expect(android.offToLogin).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenCalledOnce();
  });

  it('does not log out on other failure codes', async () => {
    const android = { offToLogin: vi.fn() };
    (window as unknown as Record<string, unknown>).android = android;
    answerWith({ body: { code: 403, message: 'No' } });
    await firstClient.post('/x');
    expect(android.offToLogin).not.toHaveBeenCalled();
  });
});

describe('the loading toast', () => {
  it('shows the loading message while the call runs, and closes it when the call ends', async () => {
    let finish: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))),
    );
    const call = firstClient.post('/x', {}, { loading: 'Submitting…' });
    expect(await screen.findByText('Submitting…')).toBeInTheDocument();
    finish(new Response(JSON.stringify({ code: 0, message: '' })));
    await call;
    await waitFor(() => expect(screen.queryByText('Submitting…')).not.toBeInTheDocument());
  });

  it('closes the loading toast when the call fails', async () => {
    const clear = vi.spyOn(Toast, 'clear');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(firstClient.post('/x', {}, { loading: 'Loading…' })).rejects.toThrow('Failed to fetch');
    expect(clear).toHaveBeenCalledOnce();
  });

  it('shows no toast at all without a loading message', async () => {
    const show = vi.spyOn(Toast, 'show');
    answerWith();
    await firstClient.post('/x');
    expect(show).not.toHaveBeenCalled();
  });
});
