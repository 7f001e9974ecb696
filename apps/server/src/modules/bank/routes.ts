import { bankAccount, cardChange, cardInit, holderName, saveBankInfo } from '@tz-loan/contract/bank/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { HolderNameLookup } from './holder-name.ts';
import type { BankService, PayoutRetry } from './service.ts';

/** The payout account calls (SPEC.md §7); the number leaves whole only in the borrower's own form. */
export const registerBankRoutes = (
  app: FastifyInstance,
  bank: BankService,
  lifecycle: PayoutRetry,
  lookupHolder: HolderNameLookup,
) => {
  route(app, cardInit, {}, async ({ borrower, language }) => ({
    items: await bank.formItems(borrower.id, language),
  }));

  route(app, saveBankInfo, { idempotent: true }, ({ input, borrower }) =>
    bank.saveAccount(borrower.id, input),
  );

  // The order rides in the common query params, as on every loan screen.
  route(app, cardChange, { idempotent: true }, ({ input, query, borrower }) =>
    bank.changeAccountForOrder(borrower.id, query.orderId, input, lifecycle),
  );

  // Asked by the form before it saves: the provider's holder name, for the borrower to confirm.
  route(app, holderName, {}, ({ input, language }) => lookupHolder(input, language));

  route(app, bankAccount, {}, async ({ borrower }) => ({ account: await bank.boundAccount(borrower.id) }));
};
