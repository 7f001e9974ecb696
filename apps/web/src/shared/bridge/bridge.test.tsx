import { act, render } from '@testing-library/react';
import { BRIDGE_MESSAGES } from '@tz-loan/contract/platform/bridge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canGoBackInApp,
  configureBridge,
  installNativeBack,
  sendToNative,
  subscribeNativeBack,
  useNativeBack,
} from './bridge.ts';

type Loose = Record<string, unknown>;
const win = window as unknown as Loose;

afterEach(() => {
  delete win.webkit;
  delete win.android;
  delete win.nativeApp;
  configureBridge({});
  vi.restoreAllMocks();
});

describe('sendToNative', () => {
  it('posts to the iOS message handler of that name with the payload object', () => {
    const postMessage = vi.fn();
    win.webkit = { messageHandlers: { toP: { postMessage } } };
    sendToNative('toP', { productId: '7' });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ productId: '7' });
  });

  it('sends an empty object for a message without data', () => {
    const postMessage = vi.fn();
    win.webkit = { messageHandlers: { closeWebview: { postMessage } } };
    sendToNative('closeWebview');
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({});
  });

  it('calls the Android interface method of that name with the payload as a JSON string', () => {
    const android = { callTelephone: vi.fn(), closeWebview: vi.fn() };
    win.android = android;
    sendToNative('callTelephone', { phone: '0712345678' });
    sendToNative('closeWebview');
    expect(android.callTelephone).toHaveBeenCalledExactlyOnceWith('{"phone":"0712345678"}');
    expect(android.closeWebview).toHaveBeenCalledExactlyOnceWith('{}');
  });

  it('calls the Android method with the interface as `this` (Java bridges need it)', () => {
    const android = {
      seen: null as unknown,
      toRate(this: Loose) {
        android.seen = this;
      },
    };
    win.android = android;
    sendToNative('toRate');
    expect(android.seen).toBe(android);
  });

  it('uses a configured Android interface name', () => {
    const nativeApp = { toHome: vi.fn() };
    const android = { toHome: vi.fn() };
    win.nativeApp = nativeApp;
    win.android = android;
    configureBridge({ androidInterface: 'nativeApp' });
    sendToNative('toHome');
    expect(nativeApp.toHome).toHaveBeenCalledExactlyOnceWith('{}');
    expect(android.toHome).not.toHaveBeenCalled();
  });

  it('prefers iOS when both are present', () => {
    const postMessage = vi.fn();
    const android = { toMine: vi.fn() };
    win.webkit = { messageHandlers: { toMine: { postMessage } } };
    win.android = android;
    sendToNative('toMine');
    expect(postMessage).toHaveBeenCalledOnce();
    expect(android.toMine).not.toHaveBeenCalled();
  });

  it("posts { bridge, payload } to the parent at this page's origin inside the native host's frame", () => {
    const parentPost = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: parentPost } as unknown as Window);
    sendToNative('to', { url: 'https://example.com/a' });
    expect(parentPost).toHaveBeenCalledExactlyOnceWith(
      { bridge: 'to', payload: { url: 'https://example.com/a' } },
      window.location.origin,
    );
  });

  it('does nothing, and does not throw, with no native side and no frame', () => {
    expect(window.parent).toBe(window);
    const post = vi.spyOn(window, 'postMessage');
    for (const name of BRIDGE_MESSAGES) expect(() => sendToNative(name as 'toHome')).not.toThrow();
    expect(post).not.toHaveBeenCalled();
  });

  it('swallows an error thrown by the iOS handler, the Android interface or the frame', () => {
    win.webkit = {
      messageHandlers: {
        toRate: {
          postMessage: () => {
            throw new Error('ios');
          },
        },
      },
    };
    expect(() => sendToNative('toRate')).not.toThrow();
    delete win.webkit;
    win.android = {
      toRate: () => {
        throw new Error('android');
      },
    };
    expect(() => sendToNative('toRate')).not.toThrow();
    delete win.android;
    vi.spyOn(window, 'parent', 'get').mockReturnValue({
      postMessage: () => {
        throw new Error('frame');
      },
    } as unknown as Window);
    expect(() => sendToNative('toRate')).not.toThrow();
  });

  it('swallows a hostile getter on the native objects', () => {
    Object.defineProperty(window, 'webkit', {
      configurable: true,
      get() {
        throw new Error('getter');
      },
    });
    expect(() => sendToNative('toHome')).not.toThrow();
  });
});

const BackListener = ({ onBack }: { onBack: () => void }) => {
  useNativeBack(onBack);
  return null;
};

describe('native back', () => {
  beforeEach(() => {
    installNativeBack();
    window.history.replaceState(null, '');
  });
  afterEach(() => {
    window.history.replaceState(null, '');
    delete (window as unknown as { navigation?: unknown }).navigation;
  });

  it('with no screen handling it, goes back to the screen before within the app, and is false on the first', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    // The router's place in the history: a screen reached inside the app (Repay, then Instalments).
    window.history.replaceState({ idx: 2 }, '');
    expect(window.onNativeBack?.()).toBe(true);
    expect(back).toHaveBeenCalledOnce();
    // A screen that declines (returns false) leaves it to the same default.
    const declines = vi.fn(() => false);
    const off = subscribeNativeBack(declines);
    expect(window.onNativeBack?.()).toBe(true);
    expect(declines).toHaveBeenCalledOnce();
    expect(back).toHaveBeenCalledTimes(2);
    // The webview's first screen: nothing to go back to, the native side closes the webview.
    window.history.replaceState({ idx: 0 }, '');
    expect(window.onNativeBack?.()).toBe(false);
    expect(back).toHaveBeenCalledTimes(2);
    off();
    back.mockRestore();
  });

  it("reads this frame's own history where the webview has the Navigation API, across full page loads", () => {
    const back = vi.fn(() => ({ committed: Promise.resolve(), finished: Promise.resolve() }));
    const history = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const origin = window.location.origin;
    const entries = (...paths: string[]) => paths.map((path, index) => ({ url: `${origin}${path}`, index }));
    const navigate = (list: { url: string; index: number }[]) => {
      (window as unknown as { navigation?: unknown }).navigation = {
        currentEntry: list[list.length - 1],
        entries: () => list,
        back,
      };
    };
    // The card store (a page of its own) opened from the repay choice: back returns to the choice.
    navigate(entries('/squidChive?orderId=1', '/leadership?orderId=1', '/h5/?orderId=1#/borrowDetail'));
    expect(canGoBackInApp()).toBe(true);
    expect(window.onNativeBack?.()).toBe(true);
    expect(back).toHaveBeenCalledOnce();
    expect(history).not.toHaveBeenCalled();
    // Back from a provider's pay page: the pay page is not a screen to go back to.
    navigate(entries('/sunflowerP?orderId=1', '/sandbox/pay/t1', '/squidChive?orderId=1'));
    expect(window.onNativeBack?.()).toBe(false);
    // The first screen, whatever the router says.
    window.history.replaceState({ idx: 3 }, '');
    navigate(entries('/squidChive?orderId=1'));
    expect(window.onNativeBack?.()).toBe(false);
    expect(back).toHaveBeenCalledOnce();
    history.mockRestore();
  });

  it('defines window.onNativeBack, which calls every subscriber until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = subscribeNativeBack(first);
    const offSecond = subscribeNativeBack(second);
    expect(window.onNativeBack?.()).toBe(true);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    offFirst();
    window.onNativeBack?.();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledTimes(2);
    offSecond();
    expect(window.onNativeBack?.()).toBe(false);
  });

  it('keeps calling the other subscribers when one throws', () => {
    const after = vi.fn();
    const offBad = subscribeNativeBack(() => {
      throw new Error('screen');
    });
    const offAfter = subscribeNativeBack(after);
    expect(() => window.onNativeBack?.()).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    offBad();
    offAfter();
  });

  it('useNativeBack subscribes while mounted, calls the latest callback, and unsubscribes on unmount', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = render(<BackListener onBack={first} />);
    rerender(<BackListener onBack={latest} />);
    act(() => {
      window.onNativeBack?.();
    });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
    unmount();
    expect(window.onNativeBack?.()).toBe(false);
    expect(latest).toHaveBeenCalledOnce();
  });
});
