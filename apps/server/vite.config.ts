import { defineConfig } from 'vite';

// The production build of the API server: one ES module bundle for Node (dist/server.js), with the
// contract compiled in and every npm dependency left to node_modules. `npm start` runs it; the
// tests run the TypeScript sources.
export default defineConfig({
  root: import.meta.dirname,
  ssr: { target: 'node' },
  build: {
    ssr: 'src/server.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: 'server.js' } },
  },
});
