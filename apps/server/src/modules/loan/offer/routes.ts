import { contractJump, contractList, loanDetailConfirm, loanDetailPush } from '@tz-loan/contract/loan';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { registerContractPage } from './contract-page.ts';
import { registerLegacyOfferRoutes } from './legacy-routes.ts';
import type { OfferService } from './service.ts';

/** The loan offer: confirmation, contracts (list, address, page) and submit, in both variants. */
export const registerOfferRoutes = (app: FastifyInstance, offers: OfferService) => {
  route(app, loanDetailConfirm, {}, ({ input, borrower }) => offers.confirm(borrower, input.productId));
  route(app, contractList, {}, ({ input }) => offers.contracts(input.productId));
  route(app, contractJump, {}, async ({ input, borrower }) => ({
    contract_url: await offers.contractUrl(borrower, input),
  }));
  route(app, loanDetailPush, { idempotent: true }, ({ input, borrower }) => offers.submit(borrower, input));
  registerLegacyOfferRoutes(app, offers);
  registerContractPage(app, offers);
};
