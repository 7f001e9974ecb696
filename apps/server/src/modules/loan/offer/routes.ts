import {
  legacyConfirm,
  legacyContracts,
  legacyDefine,
  legacyOpenContract,
  legacySubmit,
} from '@tz-loan/contract/legacy-loan';
import { contractJump, contractList, loanDetailConfirm, loanDetailPush } from '@tz-loan/contract/loan';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { registerContractPage } from './contract-page.ts';
import { days, tzs } from './figures.ts';
import type { OfferService } from './service.ts';

const LEGACY = { envelope: 'legacy' } as const;

/** The older confirmation's `/gopia/goya/*` calls: the same rules, the `'00'`/`attach` envelope. */
const registerLegacyOfferRoutes = (app: FastifyInstance, offers: OfferService) => {
  route(app, legacyConfirm, LEGACY, async ({ input, borrower }) => {
    const offer = await offers.confirm(borrower, input.productId);
    // Only what is true of this offer: no promised limits or discounts the lender does not give.
    const message = `Your offer is ready: ${tzs(offer.amount)} for ${days(offer.termDays)}, ${offer.pRateDsc}.`;
    return { ...offer, buttonText: 'Apply now', promo: { message, buttonText: 'OK' } };
  });
  route(app, legacyContracts, LEGACY, ({ input }) => offers.contracts(input.productId));
  route(app, legacyOpenContract, LEGACY, async ({ input, borrower }) => ({
    url: await offers.contractUrl(borrower, input),
  }));
  route(app, legacySubmit, { ...LEGACY, idempotent: true }, ({ input, borrower }) =>
    offers.submit(borrower, { ...input, termUnit: input.unit }),
  );
  route(app, legacyDefine, LEGACY, async ({ input }) => ({ url: await offers.productUrl(input.productId) }));
};

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
