import { screen } from '@testing-library/react';
import { BRIDGE_MESSAGES } from '@tz-loan/contract/platform/bridge';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { Toast } from 'antd-mobile';
import { vi } from 'vitest';
import { MOCK_HANDLERS } from '../../app/mock-api.ts';
import { firstClient } from '../../shared/http/clients.ts';
import { setMockMode } from '../../shared/http/mock-mode.ts';
import { renderRoute } from '../render-route.tsx';

// The repayment screens run in mock mode on features/repayment/instalment/mock.ts, watching the HTTP client, the toasts,
// the native bridge and the page's location.

export const SESSION = 'userId=u1&sessionId=s1&deviceId=d1';
export const PLAN = `POST ${REPAY_PATHS.plan.path}`;
export const DEFERRAL = `POST ${REPAY_PATHS.delayDetail.path}`;
export const GENERATE = `POST ${REPAY_PATHS.generateCode.path}`;
export const UTR = `POST ${REPAY_PATHS.submitUtr.path}`;

type Loose = Record<string, unknown>;
type Handler = (params: Loose) => unknown;
const DEFAULTS = { ...MOCK_HANDLERS };

export const setUpRepay = () => {
  setMockMode(true);
  const android = Object.fromEntries(BRIDGE_MESSAGES.map((name) => [name, vi.fn()]));
  (window as unknown as Loose).android = android;
  const { href, hostname, origin } = new URL('http://localhost:3000/sunflowerP');
  const location = { href, hostname, origin, search: '', replace: vi.fn(), assign: vi.fn() };
  vi.stubGlobal('location', location);
  const post = vi.spyOn(firstClient, 'post');
  const toast = vi.spyOn(Toast, 'show');
  /** Answers `METHOD /path` with `handler` instead of the default mock data. */
  const answer = (key: string, handler: Handler) => {
    if (!DEFAULTS[key]) throw new Error(`no mock for ${key}`);
    return vi.spyOn(MOCK_HANDLERS, key).mockImplementation(handler);
  };
  /** The default answer of `METHOD /path`, its data changed by `change`. */
  const tweakData = (key: string, change: (data: Loose) => Loose) => {
    const original = DEFAULTS[key];
    if (!original) throw new Error(`no mock for ${key}`);
    return answer(key, (params) => {
      const envelope = original(params) as { data: Loose };
      return { ...envelope, data: change(envelope.data) };
    });
  };
  /** The calls the screen made to `path`: [path, input, options]. */
  const callsTo = (path: string) => post.mock.calls.filter(([called]) => called === path);
  const inputOf = (path: string, index = 0) => callsTo(path)[index]?.[1];
  const keyOf = (path: string, index = 0) =>
    (callsTo(path)[index]?.[2] as { idempotencyKey?: string } | undefined)?.idempotencyKey;
  /** The texts toasted so far. */
  const toasts = () => toast.mock.calls.map(([options]) => (options as { content?: unknown }).content);
  return { location, android, post, toast, answer, tweakData, callsTo, inputOf, keyOf, toasts };
};

export const tearDownRepay = () => {
  setMockMode(false);
  delete (window as unknown as Loose).android;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
};

/** Opens `path` for order 1 of product 2 and waits for its Pay Now. */
export const openRepay = async (path: '/sunflowerP' | '/marmaladeT' = '/sunflowerP') => {
  const view = renderRoute(`${path}?${SESSION}&orderId=1&productId=2`);
  await screen.findByRole('button', { name: 'Pay Now' });
  return view;
};

/** The big amount the screen will pay (or the deferral fee). */
export const shownAmount = (region = 'Amount to pay') =>
  screen.getByRole('region', { name: region }).querySelector('.repay-amount')?.textContent;

export const instalment = (periodNo: number) =>
  screen.getByRole('checkbox', { name: new RegExp(`^Instalment ${periodNo} `) });

/** A deferred answer: the call waits until `resolve` is called. */
export const held = () => {
  let resolve: (value: unknown) => void = () => {};
  const promise = new Promise((done) => {
    resolve = done;
  });
  return { promise, resolve: (value: unknown) => resolve(value) };
};

export const queryOf = (url: unknown) => Object.fromEntries(new URL(String(url), 'http://x').searchParams);
export const pathOf = (url: unknown) => new URL(String(url), 'http://x').pathname;
