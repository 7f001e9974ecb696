import { fullCatalogReady } from '../shared/i18n/language.ts';
import type { Screen, ScreenDeclaration, ScreenPage } from '../shared/screens/screen.ts';

// Every feature declares its screens in its own `screens.ts`; the build finds them (and their page
// modules) by these patterns, so a new screen or feature needs no edit here.
// Keys relative to features/ (`./loan/screens.ts`): every first load carries them.
const declarations = import.meta.glob<ScreenDeclaration[]>('./*/screens.ts', {
  base: '../features',
  eager: true,
  import: 'screens',
});
// The browser's build writes each loader into its declaration (`screen-names.ts`): no table of every page.
const pages =
  import.meta.env.PROD && !import.meta.env.SSR
    ? {}
    : import.meta.glob<{ page: ScreenPage }>('./**/*-page.tsx', { base: '../features' });

const declared = (file: string, declaration: ScreenDeclaration): Screen => {
  const key = `${file.slice(0, file.lastIndexOf('/'))}/${declaration.page.slice(2)}`;
  const load = declaration.load ?? pages[key];
  if (!load) throw new Error(`${file}: ${declaration.path} names ${declaration.page}, which is not there`);
  // A screen opened after a rendered page's first paint waits for the rest of the catalog too.
  const withTexts = () => Promise.all([load(), fullCatalogReady()]).then(([page]) => page);
  return { group: 'borrower', ...declaration, module: `src/features/${key.slice(2)}`, load: withTexts };
};

/** Every declared screen, in the order of the features' declarations. */
export const SCREENS: readonly Screen[] = Object.entries(declarations).flatMap(([file, list]) =>
  list.map((declaration) => declared(file, declaration)),
);

/**
 * The screens the borrower app serves in this mode: the developer pages only with the `dev` feature,
 * never the channel app's.
 */
export const servedScreens = (features: ReadonlySet<string>, screens: readonly Screen[] = SCREENS) =>
  screens.filter((screen) => screen.group !== 'channel' && (screen.group !== 'dev' || features.has('dev')));

/** The screens of the channel app under `/h5`, in every mode. */
export const channelScreens = (screens: readonly Screen[] = SCREENS) =>
  screens.filter((screen) => screen.group === 'channel');

const listsOfMode = new Map<string, readonly Screen[]>();
const listsOfSet = new WeakMap<ReadonlySet<string>, Record<string, readonly Screen[]>>();

/** The screens of one app: the channel app's, or those the borrower app serves in this mode. */
export const appScreens = (
  features: ReadonlySet<string>,
  channel: boolean,
  screens: readonly Screen[] = SCREENS,
) => {
  if (screens !== SCREENS) return channel ? channelScreens(screens) : servedScreens(features, screens);
  // The same list for the same mode on every render: the routes keep what they matched per list.
  const known = listsOfSet.get(features)?.[String(channel)];
  if (known) return known;
  const key = `${channel}:${[...features].sort().join(',')}`;
  let list = listsOfMode.get(key);
  if (!list) {
    list = channel ? channelScreens(screens) : servedScreens(features, screens);
    listsOfMode.set(key, list);
  }
  listsOfSet.set(features, { ...listsOfSet.get(features), [String(channel)]: list });
  return list;
};
