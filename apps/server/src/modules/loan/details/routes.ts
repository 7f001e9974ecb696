import { loanDetails, unionErrorInfo } from '@tz-loan/contract/loan/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import type { LoanDetailsService } from './service.ts';

/** Loan details `/squidChive` and the joint login failure screen `/riceLemonK`. */
export const registerLoanDetailsRoutes = (app: FastifyInstance, service: LoanDetailsService) => {
  // The hottest read: its statement checks the session itself (one round trip instead of two).
  route(app, loanDetails, { auth: 'in-query' }, async ({ input, claim, language }) =>
    service.details(claim, input.orderId, language),
  );
  route(app, unionErrorInfo, {}, async ({ input, borrower, language }) =>
    service.unionErrorInfo(borrower.id, input.productId, language),
  );
};
