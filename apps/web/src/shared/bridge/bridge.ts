import { type BridgeMessage, type FrameBridgeMessage, NATIVE_BACK_GLOBAL } from '@tz-loan/contract/bridge';
import { useEffect, useRef } from 'react';

// The native bridge (PRODUCT.md §3). A leaf module (it imports only the contract and React), so any
// layer may use it. Every bridge error is swallowed (SPEC.md §8): a borrower never sees one.

declare global {
  interface Window {
    /** Defined by installNativeBack before the app renders; true when a screen handled it. */
    onNativeBack?: () => boolean;
  }
}

/** What each message carries. Messages with nothing to say send an empty object. */
export type BridgePayloads = {
  to: { url: string };
  closeWebview: Record<string, never>;
  toP: { productId: string };
  toHome: Record<string, never>;
  toMine: Record<string, never>;
  offToLogin: Record<string, never>;
  callTelephone: { phone: string };
  toRate: Record<string, never>;
  confirmBurialPoint: { productId?: string; orderId?: string };
  startBank: { time: number };
  endBank: { time: number };
};

/** The name of the Android JavaScript interface (`window.android`) unless configured otherwise. */
export const DEFAULT_ANDROID_INTERFACE = 'android';
let androidInterface = DEFAULT_ANDROID_INTERFACE;

/** Sets the global name the Android app registers its JavaScript interface under. */
export const configureBridge = (options: { androidInterface?: string }): void => {
  androidInterface = options.androidInterface || DEFAULT_ANDROID_INTERFACE;
};

type Handler = { postMessage?: (payload: unknown) => void };
type BridgeWindow = Window & {
  webkit?: { messageHandlers?: Record<string, Handler | undefined> };
  [name: string]: unknown;
};

const deliver = (win: BridgeWindow, name: BridgeMessage, payload: object) => {
  const ios = win.webkit?.messageHandlers?.[name];
  if (typeof ios?.postMessage === 'function') {
    ios.postMessage(payload);
    return;
  }
  const android = win[androidInterface] as Record<string, unknown> | undefined;
  const method = android?.[name];
  if (typeof method === 'function') {
    method.call(android, JSON.stringify(payload));
    return;
  }
  if (win.parent && win.parent !== win) {
    const message: FrameBridgeMessage = { bridge: name, payload };
    win.parent.postMessage(message, win.location.origin);
  }
  // Nothing there (a plain browser): ignore.
};

/**
 * Sends one message to the native app: iOS `webkit.messageHandlers[name].postMessage(payload)`, Android
 * `window.android[name](JSON.stringify(payload))`, the native host's frame `parent.postMessage`, or
 * nothing. Never throws.
 */
export function sendToNative<Name extends BridgeMessage>(
  name: Name,
  ...[payload]: BridgePayloads[Name] extends Record<string, never>
    ? [payload?: BridgePayloads[Name]]
    : [payload: BridgePayloads[Name]]
): void {
  try {
    deliver(window as unknown as BridgeWindow, name, payload ?? {});
  } catch {
    // Swallowed on purpose: the native side may be missing, old, or throw.
  }
}

const backListeners = new Set<() => void>();

/** Subscribes to the native back action; returns the unsubscribe. */
export const subscribeNativeBack = (listener: () => void): (() => void) => {
  backListeners.add(listener);
  return () => {
    backListeners.delete(listener);
  };
};

/**
 * Defines `window.onNativeBack()` (call it before the app renders). The native side, or the host's back
 * button, calls it; it runs every subscriber and returns whether any screen was listening.
 */
export const installNativeBack = (): void => {
  const onNativeBack = (): boolean => {
    const listeners = [...backListeners];
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // One screen's failure does not stop the others.
      }
    }
    return listeners.length > 0;
  };
  (window as unknown as Record<string, unknown>)[NATIVE_BACK_GLOBAL] = onNativeBack;
};

/** Runs `listener` (the latest one given) whenever the native back action fires while mounted. */
export const useNativeBack = (listener: () => void): void => {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeNativeBack(() => latest.current()), []);
};
