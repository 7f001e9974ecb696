import { resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';

/**
 * Lingui in the build: its macros (`t`, `<Trans>`) compiled to catalog lookups by Babel, only in the
 * app's own files, and `.po` catalogs compiled on import. A Kiswahili text missing from its catalog
 * fails the build. Shared by the build and the component tests.
 */
const configPath = resolve(import.meta.dirname, 'lingui.config.ts');

export const i18nPlugins = () => [
  babel({
    // The config is passed, not searched for: the tests run from the repository's root.
    plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath }) }]],
    include: /\/apps\/web\/src\/.*\.tsx?$/,
    sourceMap: false,
  }),
  lingui({
    configPath,
    failOnMissing: true,
    failOnCompileError: true,
  }),
];
