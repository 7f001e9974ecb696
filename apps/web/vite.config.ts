import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { i18nPlugins } from './i18n-plugins.ts';
import { inlineScreenPaths } from './inline-screen-paths.ts';
import { reactRouterTreeShaking } from './react-router-tree-shaking.ts';
import { dropScreenNames } from './screen-names.ts';

// Two builds. The browser build: the borrower app (every route of SPEC.md §2), the channel app at
// /h5/ (hash routes) and the native host at /host, assets compressed once (the server sends the .br
// or .gz a phone accepts), and a manifest that tells the server each screen's chunks and style
// sheets. The server-rendering build (`--ssr`): the entry the API server loads to render a screen
// with its data, into dist-ssr/ (never served).
// react-router's package exports point at its development build (warnings, invariant texts); the
// production build it ships beside it is 0.5 KB gzip smaller on every first load.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    reactRouterTreeShaking(),
    dropScreenNames(),
    inlineScreenPaths(),
    ...i18nPlugins(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.html$/] })]),
  ],
  // One React for every package: the lockfile hoists a React 18 that antd-mobile and react-router would
  // otherwise bundle beside the app's React 19.
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // The server bundle carries its own production React: the API server's NODE_ENV says demo or
  // production mode, not which React build renders.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, target: 'node' as const },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'render-page.js', chunkFileNames: '[name]-[hash].js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // Android's webview preloads modules itself (Chrome 66 on), as iOS does from 17: the polyfill
        // would cost every first load 0.4 KB gzip. Without it an older iOS fetches chunks on import.
        modulePreload: {
          polyfill: false,
          // A lazy screen's JS chunks are not listed beside its import (its style sheets still are):
          // the list of every screen's chunk names sits in the app chunk that every first load
          // downloads, and a rendered page's own chunks are named by the server. A screen opened later
          // fetches its imports as it parses.
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
        rollupOptions: {
          input: {
            app: resolve(import.meta.dirname, 'index.html'),
            host: resolve(import.meta.dirname, 'host.html'),
            // The channel app at /h5/ (hash routes): the same screens' chunks, its own tiny entry.
            h5: resolve(import.meta.dirname, 'h5/index.html'),
          },
          // Chunk names are repeated in every import and in the entry's preload map: names made of the
          // hash alone keep 0.5-1 KB gzip off each screen's first load.
          output: {
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            // The entry imports only the chunk loader; the app (React, the router, shared/ and app/,
            // in one chunk rather than a dozen of a few hundred bytes, each with its own request and
            // compression overhead) is imported after a rendered page's first paint. antd-mobile's
            // toast stays apart: loaded when first shown.
            codeSplitting: {
              groups: [
                { name: 'loader', test: /preload-helper/, priority: 2 },
                // Less what only a few screens use (the dialog, copying, the instalment rules): those go
                // with them; the channel app's start, which only its pages load; and the mock registry
                // with all the mock data it finds, which only mock mode loads.
                {
                  name: 'app',
                  test: /\/src\/(shared\/(?!ui\/(antd-|dialog|copy-text|zoomed-image|stars|use-document-description)|http\/(xhr-json|call-legacy-api|mock-types)|query\/channel-url|screens\/use-native-back-in-app)|app\/(?!(h5-)?main\.tsx|channel-|mock-api))/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: { proxy: { '/tapi': 'http://127.0.0.1:8080' } },
}));
