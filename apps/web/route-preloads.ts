import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// Each screen's code is a lazy chunk, found by the app only after its own entry has run: a round trip
// a 3G phone feels. This writes `route-preloads.json` (path → the screen's chunks and style sheets) so
// the server can name them in the page it sends for that path, and the phone fetches them at once.

type Preloads = Record<string, { js: string[]; css: string[] }>;

/** Path → screen module, read from the SCREENS table of src/app/routes.tsx. */
const screenModules = (routesFile: string): Map<string, string> => {
  const source = readFileSync(routesFile, 'utf8');
  const modules = new Map<string, string>();
  const entry = /'(\/[A-Za-z0-9]*)':[^']*?import\('([^']+)'\)/g;
  for (const match of source.matchAll(entry)) {
    const [, path, module] = match;
    if (path && module) modules.set(path, resolve(routesFile, '..', module));
  }
  return modules;
};

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };
type Output = Chunk | { type: 'asset' };
type WithCss = Chunk & { viteMetadata?: { importedCss: Set<string> } };

export const routePreloads = (routesFile: string): Plugin => ({
  name: 'route-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle as Record<string, Output>).filter(
      (o): o is Chunk => o.type === 'chunk',
    );
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const preloads: Preloads = {};
    for (const [path, module] of screenModules(routesFile)) {
      const screen = chunks.find((chunk) => chunk.facadeModuleId === module);
      if (!screen) continue;
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (chunk: Chunk) => {
        if (js.has(chunk.fileName)) return;
        js.add(chunk.fileName);
        for (const file of (chunk as WithCss).viteMetadata?.importedCss ?? []) css.add(file);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) visit(next);
        }
      };
      visit(screen);
      preloads[path] = { js: [...js].map((f) => `/${f}`), css: [...css].map((f) => `/${f}`) };
    }
    this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
  },
});
