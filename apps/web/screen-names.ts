import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// A screen's name (its `screens.ts` declaration) is for the developer pages alone, which read every
// name from the server. In the browser's build the names of some forty screens sat in the code every
// screen downloads first (0.3 KB gzip of the 90 KB budget), so that build drops them; the server's
// rendering build keeps them (the server answers them, the benches and the budget test read them).
const DECLARATIONS = /\/src\/features\/[^/]+\/screens\.ts$/;
const NAME = /\bname: '(?:[^'\\\n]|\\.)*',\s*/g;

// Each page module's loader written beside its declaration, rather than found through a glob of every
// page: a glob's table keys each loader by the module's path, some forty paths in every first load.
const PAGE = /\bpage: '(\.\/[^'\\\n]+-page\.tsx)'/g;

/**
 * The transform alone, for the test: every `name: '…',` property of the declarations removed, and each
 * `page` given its `load`.
 */
export const withoutNames = (code: string) => {
  const source = new MagicString(code);
  for (const found of code.matchAll(NAME)) source.remove(found.index, found.index + found[0].length);
  for (const found of code.matchAll(PAGE))
    source.appendLeft(found.index + found[0].length, `, load: () => import('${found[1]}')`);
  return source;
};

export const dropScreenNames = (): Plugin => ({
  name: 'drop-screen-names',
  apply: 'build',
  // On the source as written, before TypeScript is compiled away.
  enforce: 'pre',
  transform(code, id, options) {
    if (options?.ssr || !DECLARATIONS.test(id)) return null;
    const source = withoutNames(code);
    return { code: source.toString(), map: source.generateMap({ hires: true }) };
  },
});
