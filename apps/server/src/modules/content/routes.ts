import { lenderDetails, sendContactMessage } from '@tz-loan/contract/content/calls';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import { route } from '../../http/route.ts';
import { registerContactForm } from './contact-form.ts';
import type { ContactResult, ContentService } from './service.ts';
import { registerContentStaffRoutes } from './staff.ts';
import { CONTACT_TEXTS } from './texts.ts';

/** A refused message as the envelope says it: 400 for the form's own fault, 429 for too many. */
const refusalOf = (result: Extract<ContactResult, { sent: false }>) => {
  if (result.refusal === 'incomplete') return new DomainError(Code.badRequest, CONTACT_TEXTS.incomplete);
  if (result.refusal === 'telephone') return new DomainError(Code.badRequest, CONTACT_TEXTS.telephone);
  const minutes = result.minutes ?? 1;
  const text = minutes === 1 ? CONTACT_TEXTS.limitedMinute : CONTACT_TEXTS.limited;
  return new DomainError(Code.tooManyRequests, text, { minutes });
};

export const registerContentRoutes = (app: FastifyInstance, content: ContentService) => {
  route(app, lenderDetails, { auth: false }, async () => ({
    lender: content.lender(),
    example: await content.example(),
  }));
  route(app, sendContactMessage, { auth: false }, async ({ input, request, language, say }) => {
    const result = await content.receive(input, { address: request.ip, language });
    if (!result.sent) throw refusalOf(result);
    say(CONTACT_TEXTS.sent);
    return {};
  });
  registerContactForm(app, content);
};

/**
 * The content pages and the official site (PRODUCT.md §15): the lender's details, the contact form
 * (with and without scripts) and, when the ops API is on, the staff's reading of the messages.
 */
export const registerContent = async (app: FastifyInstance, { content }: { content: ContentService }) => {
  registerContentRoutes(app, content);
  await registerContentStaffRoutes(app, content);
};
