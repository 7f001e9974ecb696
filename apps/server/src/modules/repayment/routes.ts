import { isLanguage } from '@tz-loan/contract/platform/language';
import {
  deferralDetail,
  generateCode,
  repaymentCode,
  repaymentPlan,
  submitUtr,
} from '@tz-loan/contract/repayment/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { RepayService } from './service.ts';
import type { UtrService } from './utr/service.ts';

/** The repayment screens' calls (SPEC.md §7): plan, deferral, Pay Now, the code page and UTR. */
export const registerRepayRoutes = (app: FastifyInstance, repay: RepayService, utr: UtrService) => {
  route(app, repaymentPlan, {}, ({ input, borrower, language }) =>
    repay.plan(borrower.id, input.orderId, language),
  );
  route(app, deferralDetail, {}, ({ input, borrower, language }) =>
    repay.deferralDetail(borrower.id, input.orderId, language),
  );
  route(app, generateCode, { idempotent: true }, ({ input, borrower, common, language }) =>
    repay.generateCode(
      borrower.id,
      {
        orderId: input.orderId,
        amount: input.amount,
        bankCode: input.bankCode,
        cardNo: input.cardNo,
        isDelay: input.isDelay === '1',
      },
      { language, named: isLanguage(common.language) ? common.language : undefined },
    ),
  );
  route(app, repaymentCode, {}, ({ input, borrower, language }) =>
    repay.repaymentCode(borrower.id, { tradeNo: input.tradeNo, orderId: input.orderId }, language),
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
