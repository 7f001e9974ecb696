import { commonParamsSchema } from '@tz-loan/contract/common-params-schema';
import { contractJump } from '@tz-loan/contract/loan';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import { documentedOnly } from '../../../http/docs-only.ts';
import { authenticate, type Borrower } from '../../../http/session.ts';
import { CONTRACT_CSS } from './contract-css.ts';
import { CONTRACT_CSS_PATH, renderContract, renderMessage } from './contract-html.ts';
import { CONTRACT_VIEW_PATH, type OfferService } from './service.ts';

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    // The page carries this borrower's figures: no shared cache keeps it.
    .header('Cache-Control', 'no-store')
    .send(html);

/**
 * The contract a borrower reads (contract-jump's address, and the agreement modal's frame with
 * `embed=1`): an HTML page rendered from this borrower's figures, authenticated like every call by
 * the `sessionId` in its query. Every failure is a plain page, never JSON or a stack.
 */
export const registerContractPage = (app: FastifyInstance, offers: OfferService) => {
  const docs = { tags: ['loan'], produces: ['text/css', 'text/html'] };
  app.get(
    CONTRACT_CSS_PATH,
    {
      schema: { ...docs, summary: "The contract pages' stylesheet", description: 'CSS, cached for an hour.' },
    },
    (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(CONTRACT_CSS),
  );

  const viewSchema = {
    ...docs,
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
      let borrower: Borrower;
      try {
        const common = commonParamsSchema.safeParse(query);
        borrower = await authenticate(app.db, common.success ? common.data : {});
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return sendHtml(
          reply,
          401,
          renderMessage(
            'Your session has expired',
            'Go back to the app and log in again to read this contract.',
            embed,
          ),
        );
      }
      const input = contractJump.input.safeParse(query);
      if (!input.success) {
        const text = input.error.issues[0]?.message ?? 'The address of this contract is not complete.';
        return sendHtml(reply, 400, renderMessage('This contract is not available', text, embed));
      }
      try {
        const view = await offers.contractView(borrower, input.data);
        return sendHtml(reply, 200, renderContract(view, embed));
      } catch (error) {
        if (error instanceof AppError) {
          return sendHtml(reply, 404, renderMessage('This contract is not available', error.message, embed));
        }
        request.log.error({ err: error }, 'contract page failed');
        return sendHtml(reply, 500, renderMessage('Something went wrong', 'Please try again.', embed));
      }
    },
  );
};
