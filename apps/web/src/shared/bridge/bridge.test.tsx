import { act, render } from '@testing-library/react';
import { BRIDGE_MESSAGES } from '@tz-loan/contract/bridge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
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
  beforeEach(installNativeBack);

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
