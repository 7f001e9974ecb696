import {
  deferralDetail,
  generateCode,
  repaymentCode,
  repaymentPlan,
  submitUtr,
} from '@tz-loan/contract/repayment';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { RepayService } from './service.ts';
import type { UtrService } from './utr/service.ts';

/** The repayment screens' calls (SPEC.md §7): plan, deferral, Pay Now, the code page and UTR. */
export const registerRepayRoutes = (app: FastifyInstance, repay: RepayService, utr: UtrService) => {
  route(app, repaymentPlan, {}, ({ input, borrower }) => repay.plan(borrower.id, input.orderId));
  route(app, deferralDetail, {}, ({ input, borrower }) => repay.deferralDetail(borrower.id, input.orderId));
  route(app, generateCode, { idempotent: true }, ({ input, borrower }) =>
    repay.generateCode(borrower.id, {
      orderId: input.orderId,
      amount: input.amount,
      bankCode: input.bankCode,
      cardNo: input.cardNo,
      isDelay: input.isDelay === '1',
    }),
  );
  route(app, repaymentCode, {}, ({ input, borrower }) =>
    repay.repaymentCode(borrower.id, {
      tradeNo: input.tradeNo,
      orderId: input.orderId,
    }),
  );
  route(app, submitUtr, { idempotent: true }, async ({ input, borrower, say }) => {
    const { message } = await utr.submit(borrower.id, {
      orderId: input.orderId,
      utr: input.utr,
      isDelay: input.isDelay === '1',
    });
    say(message);
    return {};
  });
};
