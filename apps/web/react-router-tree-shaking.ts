import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// react-router's published build writes `X.displayName = "…"` after each component and calls
// `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)` without a pure annotation, so
// the bundler must keep every component they wrap whether the app uses it or not: NavLink, Form and
// their form-submission code (1.9 KB gzip), and the data router's memoised routes, which hold
// `useRoutes` and its route ranking, error boundaries and error pages (2.4 KB gzip), on every first
// load. The names are for React's developer tools only; the calls have no effect but their value.
const ROUTER_BUILD = /react-router\/dist\/production\/[\w-]+\.mjs$/;
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;
const PURE_CALL = /^\s*(?:var|let|const) \w+ = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;
// A class component's context set after its class (`X.contextType = Y;`) keeps the class, and all it
// renders, as a statement with an effect: the route error boundary and the server-component error
// pages (0.9 KB gzip). The same as a static field of the class is a declaration the bundler can drop.
const CONTEXT_TYPE = /^(\w+)\.contextType = (\w+);$/gm;

/** The transform alone, for the test. */
export const shakeableRouter = (code: string) => {
  const source = new MagicString(code);
  for (const found of code.matchAll(DISPLAY_NAME)) source.remove(found.index, found.index + found[0].length);
  for (const found of code.matchAll(PURE_CALL)) {
    const call = found.index + found[0].length - (found[1]?.length ?? 0);
    source.appendLeft(call, '/* @__PURE__ */ ');
  }
  for (const [statement, component, context] of code.matchAll(CONTEXT_TYPE)) {
    const opening = new RegExp(`^var ${component} = class extends [\\w.]+ \\{$`, 'm').exec(code);
    if (!opening) continue;
    const at = code.indexOf(statement, opening.index);
    source.remove(at, at + statement.length);
    source.appendLeft(opening.index + opening[0].length, `\n  static contextType = ${context};`);
  }
  return source;
};

export const reactRouterTreeShaking = (): Plugin => ({
  name: 'react-router-tree-shaking',
  transform(code, id) {
    if (!ROUTER_BUILD.test(id)) return null;
    const source = shakeableRouter(code);
    return { code: source.toString(), map: source.generateMap({ hires: true }) };
  },
});
