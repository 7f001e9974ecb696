import { BRIDGE_MESSAGES } from '@tz-loan/contract/platform/bridge';
import { Toast } from 'antd-mobile';
import { vi } from 'vitest';
import { MOCK_HANDLERS } from '../../app/mock-api.ts';
import { firstClient } from '../../shared/http/clients.ts';
import { setMockMode } from '../../shared/http/mock-mode.ts';

// Component tests of /waffleLemo run on the mock data (mock mode), watching the HTTP client, the native
// bridge and the page's location.

export const SESSION = 'userId=u1&sessionId=s1&deviceId=d1';

type Loose = Record<string, unknown>;
type Handler = (params: Record<string, unknown>) => unknown;
const DEFAULTS = { ...MOCK_HANDLERS };

export const setUpConfirm = () => {
  setMockMode(true);
  const android = Object.fromEntries(BRIDGE_MESSAGES.map((name) => [name, vi.fn()]));
  (window as unknown as Loose).android = android;
  const here = new URL('http://localhost:3000/waffleLemo');
  const { href, hostname, origin } = here;
  const location = { href, hostname, origin, replace: vi.fn(), assign: vi.fn() };
  vi.stubGlobal('location', location);
  const post = vi.spyOn(firstClient, 'post');
  const get = vi.spyOn(firstClient, 'get');
  const toast = vi.spyOn(Toast, 'show');
  /** Answers `METHOD /path` with `handler` instead of the default mock data. */
  const answer = (key: string, handler: Handler) => {
    if (!DEFAULTS[key]) throw new Error(`no mock for ${key}`);
    return vi.spyOn(MOCK_HANDLERS, key).mockImplementation(handler);
  };
  /** The default answer of `METHOD /path`, changed by `change`. */
  const tweak = (key: string, change: (envelope: Loose) => unknown) => {
    const original = DEFAULTS[key];
    if (!original) throw new Error(`no mock for ${key}`);
    return answer(key, (params) => change(original(params) as Loose));
  };
  const sent = (name: string) => (android[name]?.mock.calls ?? []).map(([json]) => JSON.parse(String(json)));
  const callsTo = (spy: typeof post | typeof get, path: string) =>
    spy.mock.calls.filter(([called]) => called === path);
  return { location, post, get, toast, answer, tweak, sent, callsTo };
};

export const tearDownConfirm = () => {
  setMockMode(false);
  delete (window as unknown as Loose).android;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
};

export const queryOf = (url: unknown) => Object.fromEntries(new URL(String(url), 'http://x').searchParams);
export const pathOf = (url: unknown) => new URL(String(url), 'http://x').pathname;
