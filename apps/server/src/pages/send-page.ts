import type { Language } from '@tz-loan/contract/platform/language';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { defineMessages, say } from '../shared/i18n.ts';

const TEXTS = defineMessages({
  testSystem: {
    en: 'Test system: no real money',
    sw: 'Mfumo wa majaribio: hakuna pesa halisi',
  },
});

/**
 * Production on the sandbox providers says so on every page, above the app (outside its root, so a
 * rendered page still hydrates as it was rendered).
 */
const withTestSystemBanner = (html: string, language: Language) => {
  const banner =
    '<p role="note" data-test-system style="margin:0;padding:6px 12px;background:#7a2e0e;color:#fff;' +
    `font:600 14px/1.4 system-ui,sans-serif;text-align:center">${say(TEXTS.testSystem, language)}</p>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}${banner}`);
};

export type SendPage = (reply: FastifyReply, html: string | null, status?: number) => FastifyReply;

/** Sends a page, never stored (it carries a borrower's data); a page not built yet is a plain 404. */
export const pageSender =
  (config: Config): SendPage =>
  (reply, html, status = 200) => {
    if (!html) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const page = config.testSystem ? withTestSystemBanner(html, reply.request.language) : html;
    // As bytes: the compression and the length read one buffer, not each its own copy of the text.
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(page));
  };
