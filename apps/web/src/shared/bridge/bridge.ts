import {
  type BridgeMessage,
  type FrameBridgeMessage,
  NATIVE_BACK_GLOBAL,
} from '@tz-loan/contract/platform/bridge';
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

/**
 * A screen's answer to the native back action: nothing (or true) when it handled it (a dialog opened,
 * a step undone); false when it leaves back to the app's default, going back in the webview.
 */
type BackListener = () => unknown;

const backListeners = new Set<BackListener>();

/** Subscribes to the native back action; returns the unsubscribe. */
export const subscribeNativeBack = (listener: BackListener): (() => void) => {
  backListeners.add(listener);
  return () => {
    backListeners.delete(listener);
  };
};

type NavigationEntryLike = { url: string | null; index: number };
type NavigationLike = {
  currentEntry: NavigationEntryLike | null;
  entries: () => NavigationEntryLike[];
  back: () => { committed: Promise<unknown>; finished: Promise<unknown> };
};

// Pages of this site that are not the app's screens: a provider's sandbox page, the API's own pages.
const NOT_A_SCREEN = /^\/(sandbox|tapi)\//;

const navigationOf = (win: Window): NavigationLike | undefined => {
  const navigation = (win as unknown as { navigation?: NavigationLike }).navigation;
  return navigation?.currentEntry && typeof navigation.entries === 'function' ? navigation : undefined;
};

/**
 * Whether the borrower reached this screen from another screen of the app inside this webview, so that
 * back has somewhere to go. The webview's own history decides: the Navigation API's entries (this
 * frame's alone, same origin; across full page loads too, such as the channel app's screens), where
 * the webview has it; else the router's place in the history (`idx`). Never `history.length`, which
 * inside the native host's frame counts the host's pages too. A provider's page before this one (the
 * pay page a payment returned from) is not somewhere to go back to.
 */
export const canGoBackInApp = (win: Window = window): boolean => {
  try {
    const navigation = navigationOf(win);
    if (navigation) {
      const previous = navigation.entries()[(navigation.currentEntry?.index ?? 0) - 1];
      if (!previous?.url) return false;
      const url = new URL(previous.url);
      return url.origin === win.location.origin && !NOT_A_SCREEN.test(url.pathname);
    }
    const index = (win.history.state as { idx?: unknown } | null)?.idx;
    return typeof index === 'number' && index > 0;
  } catch {
    return false;
  }
};

/** Goes back one screen within the app when there is one (see canGoBackInApp); false when not. */
export const backInApp = (win: Window = window): boolean => {
  if (!canGoBackInApp(win)) return false;
  const navigation = navigationOf(win);
  if (navigation) {
    // This frame's own history: history.back() in the native host's frame may undo the host's own.
    const { committed, finished } = navigation.back();
    committed.catch(() => undefined);
    finished.catch(() => undefined);
  } else {
    win.history.back();
  }
  return true;
};

/**
 * Defines `window.onNativeBack()` (call it before the app renders). The native side, or the host's back
 * button, calls it. Every subscribed screen is told; unless one handled it, back goes to the screen
 * before within the app. It returns false only at the webview's first screen with nothing handled:
 * the native side then closes the webview, as back does on a native app's first screen.
 */
export const installNativeBack = (): void => {
  const onNativeBack = (): boolean => {
    let handled = false;
    for (const listener of [...backListeners]) {
      try {
        if (listener() !== false) handled = true;
      } catch {
        // One screen's failure does not stop the others.
      }
    }
    return handled || backInApp();
  };
  (window as unknown as Record<string, unknown>)[NATIVE_BACK_GLOBAL] = onNativeBack;
};

/**
 * Runs `listener` (the latest one given) whenever the native back action fires while mounted. A
 * listener that returns false leaves back to the default (the screen before, else close).
 */
export const useNativeBack = (listener: BackListener): void => {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeNativeBack(() => latest.current()), []);
};
