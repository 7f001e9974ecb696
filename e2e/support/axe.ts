// axe-core's WCAG 2.2 A and AA rules, run in a page as it is: the one runner of the e2e suite.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

/** One line per element that fails a rule: `<where> <rule> <target>: <why>`. */
export const axeViolations = async (page: Page, where: string) => {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return results.violations.flatMap((rule) =>
    rule.nodes.map((node) => {
      const why = (node.failureSummary ?? rule.help).replace(/^Fix (any|all) of the following:\s*/, '');
      return `${where} ${rule.id} ${node.target.join(' ')}: ${why.split('\n')[0]?.trim()}`;
    }),
  );
};
