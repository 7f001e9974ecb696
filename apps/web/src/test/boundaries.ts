import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';

// The web app's side of apps/server/src/test/boundaries.ts (the apps share only the contract): a small
// tree that breaks a rule on purpose, cruised with the repository's rules.

const ROOT = resolve(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);

/** A file of a fixture tree: its path from the repository's root, and the files it imports. */
export type FixtureFile = { path: string; imports?: string[] };

/** The violations the repository's dependency rules find in `files`, as `rule: from → to`. */
export const violationsIn = async (files: FixtureFile[]): Promise<string[]> => {
  const { forbidden } = require(join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] };
  const base = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
  try {
    for (const file of files) {
      const full = join(base, file.path);
      mkdirSync(dirname(full), { recursive: true });
      const lines = (file.imports ?? []).map((target, i) => {
        const specifier = relative(dirname(file.path), target);
        return `import { x as x${i} } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';`;
      });
      writeFileSync(full, `${lines.join('\n')}\nexport const x = 1;\n`);
    }
    const result = await cruise(['apps'], {
      baseDir: base,
      validate: true,
      ruleSet: { forbidden },
      tsPreCompilationDeps: true,
    });
    if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
    return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
};
