import { setDefaultConfig, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { antdLocale } from './antd-locale.ts';

// antd-mobile 5 renders Toast/Dialog imperatively with ReactDOM.render, which React 19 removed: hand it
// createRoot instead (antd-mobile's documented React 19 route). Imported by every module that uses
// antd-mobile first, and by the test setup. Imperative toasts render outside any ConfigProvider, so the
// reader's words are also set as the global default (antd-mobile's own default is Chinese).

const roots = new Map<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Unmounting synchronously inside React's own commit warns; wait a tick as antd's docs do.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

/**
 * Unmounts every toast and dialog still on screen at once (a second unmount of a root does nothing). A
 * test's end needs it: an unmount still waiting for its tick would run after the test's document is gone.
 */
export const unmountImperativeRoots = () => {
  for (const root of roots.values()) root.unmount();
  roots.clear();
};

setDefaultConfig({ locale: antdLocale() });
