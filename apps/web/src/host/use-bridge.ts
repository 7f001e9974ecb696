import { type FrameBridgeMessage, isFrameBridgeMessage } from '@tz-loan/contract/platform/bridge';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Listens for `{ bridge, payload }` messages posted by the webview frame. Only messages from this
 * origin and from the frame's own window count; a bridge-shaped message from anywhere else is
 * reported to `onRejected` and otherwise ignored.
 */
export const useBridge = (
  frameRef: RefObject<HTMLIFrameElement | null>,
  onMessage: (message: FrameBridgeMessage) => void,
  onRejected: (message: FrameBridgeMessage, reason: string) => void,
) => {
  const handlers = useRef({ onMessage, onRejected });
  handlers.current = { onMessage, onRejected };

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (!isFrameBridgeMessage(event.data)) return;
      const frameWindow = frameRef.current?.contentWindow ?? null;
      if (event.origin !== window.location.origin) {
        handlers.current.onRejected(event.data, `from another origin (${event.origin || 'unknown'})`);
      } else if (frameWindow === null || event.source !== frameWindow) {
        handlers.current.onRejected(event.data, 'not from the webview');
      } else {
        handlers.current.onMessage(event.data);
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frameRef]);
};
