import { type ComponentType, createElement, lazy } from 'react';
import { usePageScope } from '../scope/page-scope.ts';

// A part of a screen whose code comes in its own chunk (a dialog, a section), rendered through
// React.lazy. The server renders it with the page; the browser must have its code before it takes the
// page over, or React leaves the part as the server's markup until the chunk arrives, and a tap on it
// meanwhile (one the page kept before the app ran, or the borrower's own) is lost. So each part is
// named by its module, as the build's manifest names it: the server lists those it rendered, fetches
// their chunks with the screen's, and the browser loads them before hydrating (`loadParts`), then
// renders each as its component, not through React.lazy, which would suspend once more for a module
// already in.

// biome-ignore lint/suspicious/noExplicitAny: each part has its own props; the registry only holds them.
type AnyPart = ComponentType<any>;

const loaders = new Map<string, () => Promise<AnyPart>>();
const loading = new Map<string, Promise<AnyPart>>();
const loaded = new Map<string, AnyPart>();

const loadPart = (module: string) => {
  let pending = loading.get(module);
  const load = loaders.get(module);
  if (!pending && load) {
    pending = load().then((component) => {
      loaded.set(module, component);
      return component;
    });
    loading.set(module, pending);
  }
  return pending ?? Promise.reject(new Error(`no part ${module}`));
};

/**
 * A lazily loaded part of a screen: `module` is its file as the build's manifest keys it
 * (`src/features/…/rating-dialog.tsx`), and `load` imports that file and picks its component (one
 * component a module: two screens may declare the same part, as the UTR form is).
 */
export const lazyPart = <P extends object>(
  module: `src/${string}`,
  load: () => Promise<ComponentType<P>>,
) => {
  if (!loaders.has(module)) loaders.set(module, load);
  const Lazy = lazy(() => loadPart(module).then((component) => ({ default: component as ComponentType<P> })));
  const Part = (props: P) => {
    usePageScope().parts?.add(module);
    return createElement((loaded.get(module) as ComponentType<P> | undefined) ?? Lazy, props);
  };
  return Part;
};

/**
 * Loads the parts a rendered page names, once its screen's code is in (which declares them). A part
 * inside another is declared once the outer part's code is in: asked for again until none is left.
 */
export const loadParts = async (modules: readonly string[]) => {
  let waiting = [...new Set(modules)];
  while (waiting.length > 0) {
    const ready = waiting.filter((module) => loaders.has(module));
    if (ready.length === 0) return;
    // A part whose code did not come is left to React.lazy (and its error boundary): the rest is taken over.
    await Promise.allSettled(ready.map(loadPart));
    waiting = waiting.filter((module) => !ready.includes(module));
  }
};
