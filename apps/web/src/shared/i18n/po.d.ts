// A catalog imported from src/locales: compiled by the Lingui Vite plugin at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
