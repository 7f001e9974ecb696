import { BRIDGE_MESSAGES } from '@tz-loan/contract/platform/bridge';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { MOCK_HANDLERS } from '../app/mock-api.ts';
import { setMockMode } from '../shared/http/mock-mode.ts';

// A screen in mock mode with every call watched (answered by the mock data unless a test answers it
// otherwise), and the toasts and the native bridge watched too.

export const SESSION = 'userId=7&sessionId=s-1&deviceId=d-1';

type Handler = (params: Record<string, unknown>) => unknown;
type Loose = Record<string, unknown>;

export const watchMockCalls = () => {
  const calls = new Map<string, Mock<Handler>>();
  const kit = {
    toast: undefined as unknown as Mock,
    android: {} as Record<string, Mock>,
    /** The watched handler of `METHOD /path`: its calls, and `mockImplementation` to answer otherwise. */
    call: (key: string) => {
      const watched = calls.get(key);
      if (!watched) throw new Error(`no mock for ${key}`);
      return watched;
    },
    toasts: () => kit.toast.mock.calls.map(([options]) => (options as { content?: unknown }).content),
  };
  const kept = { ...MOCK_HANDLERS };
  beforeEach(() => {
    setMockMode(true);
    for (const [key, handler] of Object.entries(kept)) {
      const watched = vi.fn<Handler>(handler);
      calls.set(key, watched);
      MOCK_HANDLERS[key] = (params) => watched(params);
    }
    kit.toast = vi.spyOn(Toast, 'show');
    kit.android = Object.fromEntries(BRIDGE_MESSAGES.map((name) => [name, vi.fn()]));
    (window as unknown as Loose).android = kit.android;
  });
  afterEach(() => {
    Object.assign(MOCK_HANDLERS, kept);
    setMockMode(false);
    delete (window as unknown as Loose).android;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  return kit;
};

export const queryOf = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search));
