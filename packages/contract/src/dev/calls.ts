import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { DEV_PATHS } from './paths.ts';

/**
 * Demo mode only: every screen the web app declares, with the name the developer pages show. The names
 * come from the server: the browser's build leaves them out of the code every screen downloads.
 */
export const devScreens = defineCall({
  ...DEV_PATHS.screens,
  summary: 'Every declared screen with its name (demo mode), for the developer pages',
  input: z.object({}),
  data: z.object({
    screens: z.array(
      z.object({
        path: z.string(),
        name: z.string(),
        group: z.enum(['borrower', 'official', 'dev', 'channel']),
      }),
    ),
  }),
});
