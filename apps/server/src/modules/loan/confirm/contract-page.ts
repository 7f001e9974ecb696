import { contractJump } from '@tz-loan/contract/loan/calls';
import { commonParamsSchema } from '@tz-loan/contract/platform/common-params-schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Borrower } from '../../../domain/borrower.ts';
import { DomainError } from '../../../domain/errors.ts';
import { docAnswer, docRefusals, SESSION } from '../../../http/api-docs.ts';
import { saidIn } from '../../../http/app-error.ts';
import { documentedOnly } from '../../../http/docs-only.ts';
import { contractKiswahili } from '../../../http/input-refusal.ts';
import { authenticate } from '../../../http/session.ts';
import { type Language, type Message, say } from '../../../shared/i18n.ts';
import { renderContract, renderMessage } from './contract-html.ts';
import { CONTRACT_PAGE_TEXTS } from './contract-texts.ts';
import { CONTRACT_VIEW_PATH, type ConfirmService } from './service.ts';
import { CONFIRM_REFUSALS } from './texts.ts';

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    // The page carries this borrower's figures: no shared cache keeps it.
    .header('Cache-Control', 'no-store')
    .send(html);

/** Why the address was refused, in the contract's own words for a field it names. */
const addressRefusal = (english: string | undefined): Message =>
  english
    ? { en: english, sw: contractKiswahili(english) ?? CONTRACT_PAGE_TEXTS.addressIncomplete.sw }
    : CONTRACT_PAGE_TEXTS.addressIncomplete;

/**
 * The contract a borrower reads (contract-jump's address, and the agreement modal's frame with
 * `embed=1`): an HTML page rendered from this borrower's figures, authenticated like every call by
 * the `sessionId` in its query. Every failure is a plain page, never JSON or a stack.
 */
export const registerContractPage = (app: FastifyInstance, confirmation: ConfirmService) => {
  const docs = { tags: ['loan'] };
  const viewSchema = {
    ...docs,
    operationId: 'contractPage',
    // Authenticated like every call, by the `sessionId` of its query.
    security: SESSION,
    docResponses: {
      ...docAnswer('The contract as a page, in the reader’s language', ['text/html']),
      ...docRefusals(
        '401 session ended, 400 incomplete address, 404 unknown contract or order: a plain page',
        'text/html',
      ),
    },
    summary: 'A contract as a page (contract-jump’s address; `embed=1` inside the agreement modal)',
    description:
      'HTML rendered from this borrower’s figures, authenticated by the `sessionId` in the query. Every ' +
      'failure is a plain page: 401 session ended, 400 incomplete address, 404 unknown contract or order.',
    querystring: commonParamsSchema
      .extend(contractJump.input.shape)
      .extend({ embed: z.enum(['0', '1']).optional() }),
  };
  app.get(
    CONTRACT_VIEW_PATH,
    { schema: viewSchema, validatorCompiler: documentedOnly },
    async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const embed = query.embed === '1';
      const language: Language = request.language;
      const message = (status: number, title: Message, text: string) =>
        sendHtml(reply, status, renderMessage(say(title, language), text, embed, language));
      let borrower: Borrower;
      try {
        const common = commonParamsSchema.safeParse(query);
        borrower = await authenticate(app.db, common.success ? common.data : {});
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return message(
          401,
          CONTRACT_PAGE_TEXTS.sessionExpired,
          say(CONTRACT_PAGE_TEXTS.logInAgain, language),
        );
      }
      const input = contractJump.input.safeParse(query);
      if (!input.success) {
        const refusal = addressRefusal(input.error.issues[0]?.message);
        return message(400, CONFIRM_REFUSALS.noContract, say(refusal, language));
      }
      try {
        const view = await confirmation.contractView(borrower, input.data, language);
        return sendHtml(reply, 200, renderContract(view, app.config.lender, embed, language));
      } catch (error) {
        if (error instanceof DomainError)
          return message(404, CONFIRM_REFUSALS.noContract, saidIn(error, language));
        request.log.error({ err: error }, 'contract page failed');
        return message(500, CONTRACT_PAGE_TEXTS.failed, say(CONTRACT_PAGE_TEXTS.tryAgain, language));
      }
    },
  );
};
