import { sendContactMessage } from '@tz-loan/contract/content/calls';
import {
  CONTACT_FORM_PATH,
  CONTACT_OUTCOME_PARAM,
  type ContactOutcome,
  SITE_SECTION_PARAM,
} from '@tz-loan/contract/content/paths';
import { commonParamsSchema } from '@tz-loan/contract/platform/common-params-schema';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { isLanguage } from '@tz-loan/contract/platform/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentedOnly } from '../../http/docs-only.ts';
import { fieldWithControlByte } from '../../shared/control-bytes.ts';
import type { ContactRefusal, ContentService } from './service.ts';

const OUTCOME_OF: Record<ContactRefusal, ContactOutcome> = {
  incomplete: 'incomplete',
  telephone: 'invalid',
  limited: 'limited',
};

/** The site's contact section saying how it went, in the language the form was sent in. */
const contactSection = (outcome: ContactOutcome, request: FastifyRequest) => {
  const query = new URLSearchParams({ [SITE_SECTION_PARAM]: 'contact', [CONTACT_OUTCOME_PARAM]: outcome });
  const language = (request.query as { language?: unknown } | undefined)?.language;
  if (isLanguage(language)) query.set('language', language);
  return `/?${query}`;
};

/**
 * The contact form of a page that runs no script: a plain HTML form post. Every answer, a refusal
 * included, sends the browser back to the site's contact section (303, so that reloading it does not
 * send the message twice), whose address says how it went; the page says it in the reader's words.
 */
export const registerContactForm = (app: FastifyInstance, content: ContentService) => {
  const schema = {
    tags: ['content'],
    summary: 'The contact form of a page without scripts (a plain HTML form post)',
    description:
      'The fields of the contact form call, form-encoded. Answers 303 to the official site’s contact ' +
      `section, \`/?${SITE_SECTION_PARAM}=contact&${CONTACT_OUTCOME_PARAM}=<outcome>\`: \`sent\`, ` +
      '`incomplete` (a field left empty), `invalid` (too long, a character that is not allowed, not a ' +
      'telephone number) or `limited` (too many messages from this network). Never JSON.',
    querystring: commonParamsSchema,
    body: sendContactMessage.input,
    consumes: ['application/x-www-form-urlencoded'],
  };
  app.post(
    `${API_BASE}${CONTACT_FORM_PATH}`,
    // It answers its refusals as a page, control bytes included: a browser shows no JSON.
    { schema, validatorCompiler: documentedOnly, config: { acceptsControlBytes: true } },
    async (request, reply) => {
      const body = request.body ?? {};
      const input = fieldWithControlByte(body) === null ? sendContactMessage.input.safeParse(body) : null;
      let outcome: ContactOutcome = 'invalid';
      if (input?.success) {
        const result = await content.receive(input.data, { address: request.ip, language: request.language });
        outcome = result.sent ? 'sent' : OUTCOME_OF[result.refusal];
      }
      return reply.redirect(contactSection(outcome, request), 303);
    },
  );
};
