import { marketingSmsGet, marketingSmsSet } from '@tz-loan/contract/support/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { ConsentService } from './service.ts';

/** The borrower's consents (docs/reminders.md, Marketing SMS consent). */
export const registerConsentRoutes = (app: FastifyInstance, consent: ConsentService) => {
  route(app, marketingSmsGet, {}, async ({ borrower }) => consent.marketingSms(borrower.id));
  route(app, marketingSmsSet, {}, async ({ input, borrower }) =>
    consent.setMarketingSms(borrower.id, input.marketingSms === '1'),
  );
};
