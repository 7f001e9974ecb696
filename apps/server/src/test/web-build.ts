import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { DeclaredScreen } from '@tz-loan/contract/platform/page-render';

/** `#root` of the stand-in index.html: the boot spinner, as the built page has it. */
export const ROOT_SPINNER = '<div id="root"><div class="boot" aria-busy="true"></div></div>';

/** The stand-in entry's code: long enough to be worth compressing. */
export const ENTRY_SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/**
 * The screens the stand-in bundle declares: one of each group, a screen whose render fails, and one
 * whose manifest entry points outside the build.
 */
export const STAND_IN_SCREENS: DeclaredScreen[] = [
  {
    path: '/squidChive',
    name: 'Order',
    group: 'borrower',
    module: 'src/features/loan/details/loan-details-page.tsx',
  },
  { path: '/evil', name: 'Evil', group: 'borrower', module: 'src/features/evil-page.tsx' },
  { path: '/broken', name: 'Broken', group: 'borrower', module: 'src/features/broken-page.tsx' },
  { path: '/About', name: 'Official site: About', group: 'official', module: 'src/features/site-page.tsx' },
  { path: '/test', name: 'Developer test page', group: 'dev', module: 'src/features/test-page.tsx' },
  { path: '/borrowDetail', name: 'Card store: pay', group: 'channel', module: 'src/features/pay-page.tsx' },
  { path: '/register', name: 'Promotion', group: 'channel', module: 'src/features/register-page.tsx' },
];

/**
 * A built web app in a temporary folder, as `npm run build` leaves it (pages, assets, manifest), with a
 * stand-in for the server-rendering bundle: what a screen would render, and its data with strings a
 * page must not let out of their place. Its router matches as the browser's does: any case, trailing
 * slashes. Returns the `dist` folder (WEB_DIST) and a function that removes it all.
 */
export const writeWebBuild = () => {
  const root = mkdtempSync(join(tmpdir(), 'web-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  const meta = '<meta name="app-features" content="dev,host">';
  writeFileSync(
    join(dist, 'index.html'),
    `<html lang="en"><head>${meta}<title>Loan</title><script type="module" src="/assets/app-abc123.js"></script></head><body>${ROOT_SPINNER}</body></html>`,
  );
  writeFileSync(join(dist, 'host.html'), `<html><head>${meta}</head><body>host</body></html>`);
  mkdirSync(join(dist, 'h5'));
  // As the build writes it: the entry, its chunks preloaded and the app's style sheet linked.
  writeFileSync(
    join(dist, 'h5/index.html'),
    '<html lang="en"><head><title>Loan</title><script type="module" crossorigin src="/assets/h5-abc123.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/start-3.js"><link rel="stylesheet" crossorigin href="/assets/start-3.css">' +
      `</head><body>${ROOT_SPINNER}<!-- channel app --></body></html>`,
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/app-abc123.js'), ENTRY_SCRIPT);
  writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(ENTRY_SCRIPT));
  writeFileSync(join(dist, 'assets/start-3.css'), '.start{}');
  writeFileSync(join(dist, 'assets/details-1.css'), '.details{}');
  writeFileSync(join(dist, 'assets/shared-2.css'), '.shared{}');
  writeFileSync(join(dist, 'assets/hostile-4.css'), '.x{}</style><b>');
  writeFileSync(join(dist, 'assets/pay-5.css'), '.pay{}');
  writeFileSync(join(dist, 'assets/rating-6.css'), '.rating{}');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', imports: [], dynamicImports: ['_start-3.js'] },
      'h5/index.html': { file: 'assets/h5-abc123.js', imports: ['_start-3.js'] },
      'src/features/pay-page.tsx': {
        file: 'assets/pay-5.js',
        imports: ['_shared-2.js'],
        css: ['assets/pay-5.css'],
      },
      '_start-3.js': { file: 'assets/start-3.js', imports: ['_shared-2.js'], css: ['assets/start-3.css'] },
      'src/features/loan/details/loan-details-page.tsx': {
        file: 'assets/details-1.js',
        imports: ['_shared-2.js', 'index.html'],
        css: ['assets/details-1.css', 'assets/hostile-4.css'],
      },
      '_shared-2.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'] },
      // A part the screen loads lazily (lazy-part.tsx), which the render reports when it showed it.
      'src/features/loan/details/rating-dialog.tsx': {
        file: 'assets/rating-6.js',
        imports: ['_shared-2.js'],
        css: ['assets/rating-6.css'],
      },
      'src/features/evil-page.tsx': { file: 'https://evil.example/x.js', css: ['assets/"><script>.css'] },
    }),
  );
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist-ssr/render-page.js'),
    `const screens = ${JSON.stringify(STAND_IN_SCREENS)};
    export const declaredScreens = () => screens;
    const find = (path, features, channel) => screens.find((screen) =>
      (screen.group === 'channel') === channel && (screen.group !== 'dev' || features.includes('dev')) &&
      screen.path.toLowerCase() === (path.replace(/\\/+$/, '') || '/').toLowerCase());
    export const renderPage = async ({ url, http, features, language }) => {
      const path = url.split('?')[0];
      const channel = path === '/h5' || path.startsWith('/h5/');
      const screen = find(channel ? path.slice(3) : path, features, channel);
      if (channel && screen && url.includes('broken')) throw new Error('secret render failure');
      if (!screen) return { status: 404, html: '<h1>Not here</h1>', boot: null, module: null, title: null };
      if (screen.group === 'dev') return { status: 200, html: '<h1>Developer test page</h1>', boot: null, module: null, title: null };
      if (screen.path === '/broken') throw new Error('secret render failure');
      const answer = await http.get('/health', {});
      const hostile = '</script><script>alert(1)</script><!-- ]]> \\u2028';
      const parts = url.includes('rate=1') ? ['src/features/loan/details/rating-dialog.tsx'] : [];
      return { status: 200, html: '<h1>Rendered ' + screen.path + ' in ' + language + '</h1>', boot: { answer, hostile }, module: screen.module, parts, title: 'Loan Details', language };
    };
    export const catalogFor = async (language) => ({ hello: language === 'sw' ? 'Habari </script>' : 'Hello' });`,
  );
  return { dist, remove: () => rmSync(root, { recursive: true, force: true }) };
};
