import { API_BASE } from '@tz-loan/contract/platform/constants';
import { loanStatement, paymentReceipt, statementPdfLink } from '@tz-loan/contract/repayment/statement';
import { STATEMENT_PDF_PATH } from '@tz-loan/contract/repayment/statement-paths';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../domain/errors.ts';
import { AppError } from '../../../http/app-error.ts';
import { route } from '../../../http/route.ts';
import type { StatementService } from './service.ts';

/** The statement, a receipt, and the statement's PDF behind a signed address (PRODUCT.md §20). */
export const registerStatementRoutes = (app: FastifyInstance, statements: StatementService) => {
  route(app, loanStatement, {}, ({ input, borrower, language }) =>
    statements.statement(borrower.id, input.orderId, language),
  );
  route(app, paymentReceipt, {}, ({ input, borrower, language }) =>
    statements.receipt(borrower.id, input.orderId, input.paymentId, language),
  );
  route(app, statementPdfLink, {}, ({ input, borrower, language }) =>
    statements.pdfLink(borrower.id, input.orderId, language),
  );
  app.get(
    `${API_BASE}${STATEMENT_PDF_PATH}`,
    { schema: { tags: ['repayment'], summary: "A loan's statement as a PDF, at a signed address" } },
    async (request, reply) => {
      try {
        const { bytes, fileName } = await statements.pdf(request.query as Record<string, unknown>);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(bytes);
      } catch (error) {
        // A download reads only the HTTP status: a forged or expired address is a plain 404.
        throw error instanceof DomainError
          ? new AppError(error.code, error.text, error.code, error.values)
          : error;
      }
    },
  );
};
