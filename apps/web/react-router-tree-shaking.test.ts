import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shakeableRouter } from './react-router-tree-shaking.ts';

// Read against the react-router build that is installed: a new release that writes its components
// another way fails here, before the first-load budget finds the lost kilobytes.
const build = join(dirname(fileURLToPath(import.meta.resolve('react-router'))), '../production');
const files = readdirSync(build).filter((name) => name.endsWith('.mjs'));
const routerCode = files.map((name) => readFileSync(join(build, name), 'utf8')).join('\n');

describe("react-router's build made tree-shakeable", () => {
  it('leaves no displayName write and no unannotated forwardRef, memo or context in the installed build', () => {
    expect(routerCode).toMatch(/NavLink\.displayName = "NavLink";/);
    expect(routerCode).toMatch(/var MemoizedDataRoutes = React\d*\.memo\(/);
    const shaken = shakeableRouter(routerCode).toString();
    expect(shaken).not.toMatch(/^\w+\.displayName = /m);
    expect(shaken).not.toMatch(/= React\d*\.(forwardRef|memo|createContext)\(/);
    expect(shaken).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(shaken).toMatch(/var MemoizedDataRoutes = \/\* @__PURE__ \*\/ React\d*\.memo\(/);
    expect(shaken).toMatch(/var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/);
  });

  it("moves a class component's context into its class", () => {
    expect(routerCode).toMatch(/^RenderErrorBoundary\.contextType = RSCRouterContext;$/m);
    const shaken = shakeableRouter(routerCode).toString();
    expect(shaken).not.toMatch(/^\w+\.contextType = /m);
    expect(shaken).toMatch(
      /var RenderErrorBoundary = class extends React\d*\.Component \{\n {2}static contextType = RSCRouterContext;\n/,
    );
  });

  it('changes nothing else', () => {
    const code = 'var a = 1;\nfoo.displayName = x;\nuse(React.memo(c));\nvar d = React.useMemo(e);\n';
    expect(shakeableRouter(code).toString()).toBe(code);
  });
});
