import { backInApp, sendToNative, useNativeBack } from '../bridge/bridge.ts';

/**
 * The phone's back key on a screen: back to the screen before it when the borrower came here inside
 * the app, else the webview closes (asked for in words, for a native side that keeps it open when a
 * screen listens). The same as the app's default for a screen that does not listen (bridge.ts).
 */
export const useNativeBackInApp = (): void => {
  useNativeBack(() => {
    if (!backInApp()) sendToNative('closeWebview');
  });
};
