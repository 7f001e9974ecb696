import { useNavigate } from 'react-router';
import { sendToNative, useNativeBack } from '../bridge/bridge.ts';

/**
 * The phone's back key on a screen: back to the screen before it when the borrower came here inside
 * the app, else the webview closes. The router's own place in the history decides (`idx`), never
 * `history.length`, which inside the native host's frame counts the host's pages too.
 */
export const useNativeBackInApp = (): void => {
  const navigate = useNavigate();
  useNativeBack(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else sendToNative('closeWebview');
  });
};
