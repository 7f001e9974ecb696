import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';

const ROOT = resolve(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);

const CONFIGS = ['.dependency-cruiser.cjs', '.dependency-cruiser-modules.cjs'];

/** The repository's dependency rules (both configs), as `npm test` checks them. */
export const forbiddenRules = (): IForbiddenRuleType[] =>
  CONFIGS.flatMap((file) => (require(join(ROOT, file)) as { forbidden: IForbiddenRuleType[] }).forbidden);

const MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;

/**
 * Cycles between the server's modules (modules/<domain>/, whatever sub-folders they hold), from a
 * cruise of the production files: `loan → repayment → loan`. Empty when the domains depend one way.
 */
export const moduleCycles = (result: ICruiseResult): string[] => {
  const edges = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from || /\.test\.ts$|\/test\//.test(file.source)) continue;
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (to && to !== from) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
    }
  }
  const cycles = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of edges.get(path.at(-1) as string) ?? []) {
      if (next === path[0]) {
        // Written from its alphabetically first module, so each cycle is named once.
        const start = path.indexOf([...path].sort()[0] as string);
        const ring = [...path.slice(start), ...path.slice(0, start)];
        cycles.add([...ring, ring[0]].join(' → '));
      } else if (!path.includes(next)) walk([...path, next]);
    }
  };
  for (const module of edges.keys()) walk([module]);
  return [...cycles].sort();
};

/** The server's production files as they are now, cruised. */
export const cruiseServer = async (): Promise<ICruiseResult> => {
  const result = await cruise(['apps/server/src'], {
    baseDir: ROOT,
    exclude: { path: '(node_modules|dist)/|\\.test\\.ts$|/test/' },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
  return result.output;
};

/** A file of a fixture tree: its path from the repository's root, and the files (or packages) it imports. */
export type FixtureFile = { path: string; imports?: string[] };

/**
 * Writes a small tree laid out like this repository (apps/server/src/…) in a temporary folder and
 * cruises it with the repository's rules: the violations each rule finds there.
 */
export const cruiseFixture = async (
  files: FixtureFile[],
): Promise<{ violations: IViolation[]; moduleCycles: string[] }> => {
  const base = mkdtempSync(join(tmpdir(), 'boundaries-'));
  try {
    for (const file of files) {
      const full = join(base, file.path);
      mkdirSync(dirname(full), { recursive: true });
      const lines = (file.imports ?? []).map((target, i) => {
        // A path of the tree is imported relatively; anything else ('fastify') as a package.
        const inTree = /^(apps|packages)\//.test(target);
        let specifier = target.startsWith('.') || !inTree ? target : relativeTo(file.path, target);
        if (inTree && !specifier.startsWith('.')) specifier = `./${specifier}`;
        return `import { x as x${i} } from '${specifier}';`;
      });
      writeFileSync(full, `${lines.join('\n')}\nexport const x = 1;\n`);
    }
    const roots = ['apps', 'packages'].filter((root) =>
      files.some((file) => file.path.startsWith(`${root}/`)),
    );
    const result = await cruise(roots, {
      baseDir: base,
      validate: true,
      ruleSet: { forbidden: forbiddenRules() },
      tsPreCompilationDeps: true,
    });
    const output = result.output;
    if (typeof output === 'string') throw new Error('dependency-cruiser answered text');
    return { violations: output.summary.violations, moduleCycles: moduleCycles(output) };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
};

const relativeTo = (from: string, to: string) => {
  const up = from.split('/').slice(0, -1);
  const target = to.split('/');
  let common = 0;
  while (common < up.length && up[common] === target[common]) common++;
  return [...up.slice(common).map(() => '..'), ...target.slice(common)].join('/');
};
