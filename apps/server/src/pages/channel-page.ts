import type { Language } from '@tz-loan/contract/platform/language';
import {
  BOOT_ELEMENT_ID,
  type CatalogReader,
  type ChannelBoot,
} from '@tz-loan/contract/platform/page-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scriptJson } from './page-html.ts';
import type { SendPage } from './send-page.ts';

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
 * The channel app (PRODUCT.md §13, §14) is borrower-facing: served in every mode. Its routes are in
 * the hash, which never reaches the server, so the browser renders every screen of it. The router
 * ignores a trailing slash: this is `/h5` too. `/h5/<route>` is the same page, for a return address
 * that cannot carry a hash (the pay page's): the app moves the route into the hash.
 */
export const registerChannelPage = (
  app: FastifyInstance,
  channelPage: string | null,
  catalogFor: CatalogReader | undefined,
  send: SendPage,
) => {
  const sendChannelPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!channelPage || !catalogFor) return send(reply, channelPage);
    try {
      return send(reply, await withCatalog(channelPage, request.language, catalogFor));
    } catch (err) {
      // The browser then fetches the catalog itself.
      request.log.error({ err }, 'the catalog for the channel app could not be read');
      return send(reply, channelPage);
    }
  };
  app.get('/h5/', sendChannelPage);
  app.get('/h5/*', sendChannelPage);
};
