import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The rule 'mock-data-stands-alone' of .dependency-cruiser.cjs, shown catching what it exists for on a
// small tree that commits it on purpose: mock data, in src/mocks or in a feature's mock.ts, never drags
// a screen in. (The web app may not import the server's fixture helper, so this is a small equivalent.)

const ROOT = resolve(import.meta.dirname, '../..');
const RULE = 'mock-data-stands-alone';
const rules = (
  createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as {
    forbidden: IForbiddenRuleType[];
  }
).forbidden;

const W = 'apps/web/src';

/** The violations of RULE in a tree of `path → the paths it imports`. */
const caught = async (tree: Record<string, string[]>) => {
  const base = mkdtempSync(join(tmpdir(), 'mock-rule-'));
  try {
    for (const [path, imports] of Object.entries(tree)) {
      mkdirSync(dirname(join(base, path)), { recursive: true });
      const lines = imports.map((target, i) => {
        const specifier = relative(dirname(path), target);
        return `import { x as x${i} } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';`;
      });
      writeFileSync(join(base, path), `${lines.join('\n')}\nexport const x = 1;\n`);
    }
    const result = await cruise(['apps'], {
      baseDir: base,
      validate: true,
      ruleSet: { forbidden: rules.filter((rule) => rule.name === RULE) },
      tsPreCompilationDeps: true,
    });
    if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
    return result.output.summary.violations.map((v) => `${v.from} → ${v.to}`);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
};

describe(`${RULE}: mock data never drags a screen in`, () => {
  it("a feature's mock.ts importing a screen is caught", async () => {
    expect(
      await caught({
        [`${W}/features/loan/details/mock.ts`]: [`${W}/features/loan/details/loan-details.tsx`],
        [`${W}/features/loan/details/loan-details.tsx`]: [],
      }),
    ).toEqual([`${W}/features/loan/details/mock.ts → ${W}/features/loan/details/loan-details.tsx`]);
  });

  it('the registry importing a screen is caught', async () => {
    expect(
      await caught({
        [`${W}/mocks/mock-api.ts`]: [`${W}/shared/ui/dialog.tsx`],
        [`${W}/shared/ui/dialog.tsx`]: [],
      }),
    ).toEqual([`${W}/mocks/mock-api.ts → ${W}/shared/ui/dialog.tsx`]);
  });

  it("the registry and mock data reading features' mock.ts files are fine", async () => {
    expect(
      await caught({
        [`${W}/mocks/mock-api.ts`]: [`${W}/features/repayment/code/mock.ts`, `${W}/mocks/mock-types.ts`],
        [`${W}/mocks/mock-types.ts`]: [],
        [`${W}/features/repayment/instalment/mock.ts`]: [`${W}/features/repayment/code/mock.ts`],
        [`${W}/features/repayment/code/mock.ts`]: [`${W}/mocks/mock-types.ts`],
      }),
    ).toEqual([]);
  });
});
