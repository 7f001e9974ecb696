import type { Language } from '@tz-loan/contract/platform/language';
import {
  BOOT_ELEMENT_ID,
  type CatalogReader,
  CHANNEL_BASE,
  type ChannelBoot,
} from '@tz-loan/contract/platform/page-render';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { scriptJson } from './page-html.ts';

/**
 * The channel app's page with the catalog of the reader's language (the `language` before the `#`,
 * else Accept-Language) as data, as a rendered page carries it: no script of texts on the first load.
 */
const withCatalog = async (page: string, language: Language, catalogFor: CatalogReader) => {
  const boot: ChannelBoot = { language, catalog: await catalogFor(language) };
  const script = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`;
  return page
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace('</body>', () => `${script}</body>`);
};

/**
 * The channel app's page as the browser renders it alone: for `/h5/`, whose screen is in a hash route
 * the server never sees, for mock mode, and when a render fails. With its language's catalog.
 */
export const channelPlainPage =
  (channelPage: string, catalogFor: CatalogReader | undefined) =>
  async (request: FastifyRequest): Promise<string> => {
    if (!catalogFor) return channelPage;
    try {
      return await withCatalog(channelPage, request.language, catalogFor);
    } catch (err) {
      // The browser then fetches the catalog itself.
      request.log.error({ err }, 'the catalog for the channel app could not be read');
      return channelPage;
    }
  };

/**
 * The channel app (PRODUCT.md §13, §14) is borrower-facing: served in every mode. Its screens are at
 * real paths under `/h5` (`/h5/register?id=1`), rendered with their data as the borrower app's are.
 * `/h5/` itself (the router ignores a trailing slash: `/h5` too) is the page the browser renders: an
 * address of SPEC.md's hash routes (`/h5/#/register?id=1`) reaches the server as `/h5/`, and the app
 * moves it to its real path.
 */
export const registerChannelPage = (
  app: FastifyInstance,
  plain: RouteHandlerMethod,
  render: RouteHandlerMethod,
) => {
  app.get(`${CHANNEL_BASE}/`, plain);
  app.get(`${CHANNEL_BASE}/*`, { exposeHeadRoute: false }, render);
};
