import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The staff console (PRODUCT.md §18): its own build from staff/index.html into dist/staff/, served by
// the API server at /staff. Nothing of it is in the borrower app's build, whose chunks stay as they
// are; it runs after that build, which empties dist/.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('./staff', import.meta.url)),
  base: '/staff/',
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.html$/] })],
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/staff', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
    },
  },
  server: { proxy: { '/tapi': 'http://127.0.0.1:8080' } },
}));
