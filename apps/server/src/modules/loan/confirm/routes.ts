import { contractJump, contractList, loanDetailConfirm, loanDetailPush } from '@tz-loan/contract/loan/calls';
import {
  legacyConfirm,
  legacyContracts,
  legacyDefine,
  legacyOpenContract,
  legacySubmit,
} from '@tz-loan/contract/loan/legacy';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { say } from '../../../shared/i18n.ts';
import { daysText } from '../texts.ts';
import { registerContractPage } from './contract-page.ts';
import { tzs } from './figures.ts';
import type { ConfirmService } from './service.ts';
import { CONFIRM_TEXTS } from './texts.ts';

const LEGACY = { envelope: 'legacy' } as const;

/** The older confirmation's `/gopia/goya/*` calls: the same rules, the `'00'`/`attach` envelope. */
const registerLegacyConfirmRoutes = (app: FastifyInstance, confirmation: ConfirmService) => {
  route(app, legacyConfirm, LEGACY, async ({ input, borrower, language }) => {
    // The older screen keeps its fixed offer: the default, and none of the choice's fields.
    const { amountMin, amountMax, amountStep, terms, ...offer } = await confirmation.confirm(
      borrower,
      input.productId,
      language,
    );
    // Only what is true of this offer: no promised limits or discounts the lender does not give.
    const message = say(CONFIRM_TEXTS.promo, language, {
      amount: tzs(offer.amount),
      term: daysText(offer.termDays, language),
      rate: offer.pRateDsc,
    });
    return {
      ...offer,
      buttonText: say(CONFIRM_TEXTS.applyNow, language),
      promo: { message, buttonText: say(CONFIRM_TEXTS.ok, language) },
    };
  });
  route(app, legacyContracts, LEGACY, ({ input, language }) =>
    confirmation.contracts(input.productId, language),
  );
  route(app, legacyOpenContract, LEGACY, async ({ input, borrower }) => ({
    url: await confirmation.contractUrl(borrower, input),
  }));
  route(
    app,
    legacySubmit,
    { ...LEGACY, idempotent: true },
    ({ input, borrower, language, common, request }) =>
      confirmation.submit(
        borrower,
        { ...input, termUnit: input.unit },
        { language, common, userAgent: request.headers['user-agent'] },
      ),
  );
  route(app, legacyDefine, LEGACY, async ({ input }) => ({
    url: await confirmation.productUrl(input.productId),
  }));
};

/** The loan offer: confirmation, contracts (list, address, page) and submit, in both variants. */
export const registerConfirmRoutes = (app: FastifyInstance, confirmation: ConfirmService) => {
  route(app, loanDetailConfirm, {}, ({ input: { productId, ...choice }, borrower, language }) =>
    confirmation.confirm(borrower, productId, language, choice),
  );
  route(app, contractList, {}, ({ input, language }) => confirmation.contracts(input.productId, language));
  route(app, contractJump, {}, async ({ input, borrower }) => ({
    contract_url: await confirmation.contractUrl(borrower, input),
  }));
  route(app, loanDetailPush, { idempotent: true }, ({ input, borrower, language, common, request }) =>
    confirmation.submit(borrower, input, { language, common, userAgent: request.headers['user-agent'] }),
  );
  registerLegacyConfirmRoutes(app, confirmation);
  registerContractPage(app, confirmation);
};
