import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setupI18n } from '@lingui/core';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createPageQuery } from '../query/page-query.ts';
import { emptyHead, type PageScope, PageScopeContext } from '../scope/page-scope.ts';
import { lazyPart, loadParts } from './lazy-part.tsx';

const WEB_ROOT = resolve(import.meta.dirname, '../../..');

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const serverScope = (): PageScope => ({
  query: createPageQuery(),
  here: new URL('http://127.0.0.1/squidChive'),
  head: emptyHead(),
  i18n: setupI18n(),
  userAgent: '',
  parts: new Set(),
});

describe('parts with code of their own', () => {
  it("each is named by the module it loads, as the build's manifest keys it (the server fetches its chunks by that name)", () => {
    const declared = sources(join(WEB_ROOT, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/lazyPart\(\s*'([^']+)',\s*\(\)\s*=>\s*(\S[^\n]*)/g)].map(
        ([, module = '', load = '']) => ({ file, module, imported: /import\('([^']+)'\)/.exec(load)?.[1] }),
      ),
    );
    expect(declared.length).toBeGreaterThan(10);
    // Each but the card store's code dialog (its loader is shared) imports its module where it is named.
    expect(declared.filter(({ imported }) => !imported).length).toBeLessThanOrEqual(1);
    for (const { file, module, imported } of declared) {
      expect(existsSync(join(WEB_ROOT, module)), `${file}: ${module}`).toBe(true);
      if (imported) expect(join(WEB_ROOT, module), file).toBe(resolve(dirname(file), imported));
    }
  });

  it('on the server, a part is noted as rendered; once loaded, it renders at once as its component', async () => {
    const Part = lazyPart('src/parts/greeting.tsx', async () => ({ name }: { name: string }) => (
      <b>Hello {name}</b>
    ));
    const render = (scope: PageScope) =>
      renderToString(
        <PageScopeContext value={scope}>
          <Suspense fallback={<i>waiting</i>}>
            <Part name="Asha" />
          </Suspense>
        </PageScopeContext>,
      );
    const before = serverScope();
    // Not loaded yet: React.lazy suspends (the synchronous render leaves it to the browser).
    expect(render(before)).toContain('waiting');
    expect([...(before.parts ?? [])]).toEqual(['src/parts/greeting.tsx']);
    await loadParts(['src/parts/greeting.tsx', 'src/parts/not-declared.tsx']);
    const after = serverScope();
    expect(render(after)).toContain('<b>Hello <!-- -->Asha</b>');
    expect([...(after.parts ?? [])]).toEqual(['src/parts/greeting.tsx']);
  });
});
