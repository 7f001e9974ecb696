import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CHANNEL_SCREENS, SCREEN } from '@tz-loan/contract/screens';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { channelScreens, SCREENS } from './screens.ts';

// A screen's address lives in the contract's SCREEN: a link, a redirect or a server answer that spells
// one out would go on pointing at the old screen once the constant moves.
const ROOT = resolve(import.meta.dirname, '../../../..');
const SCANNED = ['apps/web/src', 'apps/server/src'];
const NOT_PRODUCTION = /\.test\.tsx?$|(^|\/)test\/|test-kit\.tsx?$/;

// The official site's home `/` is the start of every address: a literal of it says nothing.
const PATHS = Object.values(SCREEN).filter((path) => path !== SCREEN.siteHome);

/** A literal's text as a screen of the borrower app would read it (channel app: `/h5/#/x`, `/h5/x`). */
const asScreen = (text: string) => text.replace(/^\/h5\/#(?=\/)/, '').replace(/^\/h5(?=\/)/, '');

const namesScreen = (text: string) => {
  const address = asScreen(text);
  return PATHS.some(
    (path) => address === path || address.startsWith(`${path}?`) || address.startsWith(`${path}#`),
  );
};

/** Each string literal of `source` (quoted, or a template's text before its first `${`) naming a screen. */
const screenPathLiterals = (source: string, file: string): { line: number; text: string }[] => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      if (namesScreen(node.text))
        found.push({ line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
};

const productionFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name}`)
    .filter((file) => /\.tsx?$/.test(file) && !NOT_PRODUCTION.test(relative(folder, file)));

describe('screen paths', () => {
  it('are never spelled out in production code: links and redirects use SCREEN', () => {
    const files = SCANNED.flatMap(productionFiles);
    expect(files.length).toBeGreaterThan(100);
    const spelled = files.flatMap((file) =>
      screenPathLiterals(readFileSync(join(ROOT, file), 'utf8'), file).map(
        ({ line, text }) => `${file}:${line}: '${text}' (use SCREEN)`,
      ),
    );
    expect(spelled).toEqual([]);
  });

  it('a spelled-out path is found, in a link, a template or a channel address; a comment or SCREEN is not', () => {
    const source = [
      "import { SCREEN } from '@tz-loan/contract/screens';",
      "// '/squidChive' in a comment says where, it links nowhere",
      'export const A = () => <Link to="/squidChive?orderId=1">back</Link>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template, on purpose.
      'const next = (id: string) => `/wucheng?productId=${id}`;',
      "const back = appUrl('/h5/borrowDetail', {});",
      "const fine = [appUrl(SCREEN.loanDetails), '/tapi/squidChive', '/', '/squidChiveX'];",
    ].join('\n');
    expect(screenPathLiterals(source, 'violation.tsx')).toEqual([
      { line: 3, text: '/squidChive?orderId=1' },
      { line: 4, text: '/wucheng?productId=' },
      { line: 5, text: '/h5/borrowDetail' },
    ]);
  });

  it('are static, one per screen, as the routes match them (no parameter, no splat)', () => {
    for (const path of Object.values(SCREEN)) expect(path).toMatch(/^\/[A-Za-z0-9/]*$/);
  });

  it('are each declared by exactly one screen, and every declared screen has one', () => {
    const declared = SCREENS.map((screen) => screen.path);
    expect([...declared].sort()).toEqual(Object.values(SCREEN).sort());
  });

  it("mark the channel app's hash screens: exactly those its screens declare", () => {
    expect(
      channelScreens()
        .map((screen) => screen.path)
        .sort(),
    ).toEqual([...CHANNEL_SCREENS].sort());
  });
});
