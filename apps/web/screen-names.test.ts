import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutNames } from './screen-names.ts';

// Read against the features' real declarations: a name written another way (in double quotes, or
// built from a variable) would stay in the browser's build, and this says so first.
const FEATURES = join(import.meta.dirname, 'src/features');
const declarations = readdirSync(FEATURES).map((feature) =>
  readFileSync(join(FEATURES, feature, 'screens.ts'), 'utf8'),
);

describe("the browser's build drops the screens' names", () => {
  it('leaves no name in any declaration, and keeps every path and page', () => {
    for (const code of declarations) {
      const kept = withoutNames(code).toString();
      expect(code).toMatch(/\bname\s*:/);
      expect(kept).not.toMatch(/\bname\s*:/);
      expect(kept.match(/path: /g)?.length).toBe(code.match(/path: /g)?.length);
      expect(kept.match(/page: '/g)?.length).toBe(code.match(/page: '/g)?.length);
      // Each page module loads from its declaration: the browser's build has no table of every page.
      expect(kept.match(/, load: \(\) => import\('\.\/[^']+-page\.tsx'\)/g)?.length).toBe(
        code.match(/page: '/g)?.length,
      );
    }
  });

  it('takes a name with a quote or a comma in it, and nothing else', () => {
    const code = "{ path: '/a', name: 'Borrower\\'s screen, one', page: './a-page.tsx' }";
    expect(withoutNames(code).toString()).toBe(
      "{ path: '/a', page: './a-page.tsx', load: () => import('./a-page.tsx') }",
    );
  });
});
