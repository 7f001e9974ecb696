import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { SCREEN } from '../../packages/contract/src/screens.ts';

// Links and redirects name a screen by its constant (`SCREEN.loanDetails`), which keeps its address in
// one place. Left as written, the browser's first load would carry the whole table of some forty
// constants and every property name that reads it (about 0.4 KB gzip of the 91 KB budget), since a
// bundler does not inline an object's properties. Both builds put each address in place instead.
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'@tz-loan\/contract\/screens';?\s*$/m;
const READ = /\bSCREEN\.(\w+)\b/g;

/** The transform alone, for the test: every `SCREEN.key` read as its path, and `SCREEN` no longer imported. */
export const withScreenPaths = (code: string, id = 'source'): MagicString | null => {
  const imported = IMPORT.exec(code);
  if (!imported?.[1]?.split(',').some((name) => name.trim() === 'SCREEN')) return null;
  const source = new MagicString(code);
  for (const found of code.matchAll(READ)) {
    const key = found[1] as string;
    if (!Object.hasOwn(SCREEN, key)) throw new Error(`${id}: SCREEN.${key} is not a screen`);
    source.overwrite(found.index, found.index + found[0].length, `'${SCREEN[key as keyof typeof SCREEN]}'`);
  }
  const rest = (imported[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'SCREEN');
  const start = imported.index;
  const end = start + imported[0].length;
  source.overwrite(
    start,
    end,
    rest.length ? `import { ${rest.join(', ')} } from '@tz-loan/contract/screens';` : '',
  );
  return source;
};

export const inlineScreenPaths = (): Plugin => ({
  name: 'inline-screen-paths',
  // On the source as written, before TypeScript is compiled away.
  enforce: 'pre',
  transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || id.endsWith('/contract/src/screens.ts'))
      return null;
    const source = withScreenPaths(code, id);
    return source ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null;
  },
});
