import type { AppFeature } from '@tz-loan/contract/platform/bridge';
import type { DeclaredScreen } from '@tz-loan/contract/platform/page-render';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * The paths the borrower app serves in this mode, as its router does: the developer pages only with
 * the `dev` feature, never the channel app's (they live in the hash of `/h5/`).
 */
export const servedScreenPaths = (screens: readonly DeclaredScreen[], features: readonly AppFeature[]) => [
  ...new Set(
    screens
      .filter(({ group }) => group !== 'channel' && (group !== 'dev' || features.includes('dev')))
      .map(({ path }) => path),
  ),
];

/**
 * One GET route per served screen. No HEAD route goes with it: a page is rendered for a GET alone, as
 * it always was. A path the router does not know still reaches the renderer through the not-found
 * handler, whose router has the last word (it ignores case, as the browser's does).
 */
export const registerScreenRoutes = (app: FastifyInstance, paths: string[], render: RouteHandlerMethod) => {
  for (const path of paths) app.get(path, { exposeHeadRoute: false }, render);
};
