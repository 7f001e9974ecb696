// The two pages every first-paint figure is read beside (ARCHITECTURE.md §"First paint"): the floor,
// a static HTML page with one heading (one round trip, no script), and a bare React 19 page that
// renders one heading on the client. Built with Vite and served gzipped, as the app's assets are.
// Neither asks for an icon, as the app's pages do not: a browser otherwise asks for /favicon.ico, a
// request that lands before or after the paint by chance and moves Lighthouse's simulated LCP by a
// fifth.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const FLOOR = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Floor</title></head><body><h1>Your loan of
600.000,00 TZS</h1></body></html>`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

export type Baselines = { floor: string; bareReact: string; close: () => Promise<void> };

export const serveBaselines = async (): Promise<Baselines> => {
  const outDir = await mkdtemp(join(tmpdir(), 'bare-react-'));
  await build({
    root: join(import.meta.dirname, 'baselines/bare-react'),
    base: '/bare-react/',
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    let body: Buffer;
    try {
      body =
        path === '/floor'
          ? Buffer.from(FLOOR)
          : await readFile(
              join(outDir, path === '/bare-react/' ? 'index.html' : path.replace('/bare-react/', '')),
            );
    } catch {
      response.writeHead(404).end();
      return;
    }
    const type =
      path === '/floor' || path.endsWith('/') ? 'text/html' : (TYPES[extname(path)] ?? 'text/plain');
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(gzipSync(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    floor: `${base}/floor`,
    bareReact: `${base}/bare-react/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(outDir, { recursive: true, force: true });
    },
  };
};
