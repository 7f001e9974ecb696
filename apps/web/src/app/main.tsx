// The entry: as small as it can be, and importing nothing, so that none of the app's code comes with
// it. A page the server rendered asks for it only once it has painted (the server's paint-first
// script, which fetches the screen's chunks at the same time), so on a slow phone neither the
// download nor hydration holds the paint up; a page the browser renders loads it at once. Loaded
// that late it may run before the document is whole: hydration waits for it. The name is the
// contract's NATIVE_BACK_GLOBAL (main.test.ts holds it to it).
const start = () => import('./start.tsx').then((app) => app.startApp());

// The native side may press back at any moment: until the app listens, no screen handles it.
(window as unknown as { onNativeBack: () => boolean }).onNativeBack = () => false;

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
