// The entry: as small as it can be, and importing nothing, so that none of the app's code comes with
// it. A page the server rendered is on screen before any of the app's code is fetched or run: once
// it has painted, the entry preloads the chunks the server listed for the screen (all at once, no
// waterfall) and starts the app, so on a slow phone neither the download nor hydration holds the paint
// up. A page the browser renders starts the app at once. The names are the contract's BOOT_ELEMENT_ID
// and NATIVE_BACK_GLOBAL and the server's CHUNKS_META (main.test.ts holds them to it).
const start = () => import('./start.tsx').then((app) => app.startApp());

const preloadChunks = () => {
  const listed = document.querySelector('meta[name="app-chunks"]')?.getAttribute('content') ?? '';
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};

// The native side may press back at any moment: until the app listens, no screen handles it.
(window as unknown as { onNativeBack: () => boolean }).onNativeBack = () => false;

if (document.getElementById('boot')) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadChunks();
      start();
    }, 0),
  );
} else start();
