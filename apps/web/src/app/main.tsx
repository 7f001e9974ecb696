// The entry: as small as it can be, and importing nothing, so that none of the app's code comes with
// it. A page the server rendered is on screen before any of the app's code runs: the app (its chunks
// already fetched, at low priority) starts after that first paint, so on a slow phone hydration never
// holds the paint up. A page the browser renders starts it at once. The two names are the contract's
// BOOT_ELEMENT_ID and NATIVE_BACK_GLOBAL (main.test.ts holds them to it).
const start = () => import('./start.tsx');

// The native side may press back at any moment: until the app listens, no screen handles it.
(window as unknown as { onNativeBack: () => boolean }).onNativeBack = () => false;

if (document.getElementById('boot')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
