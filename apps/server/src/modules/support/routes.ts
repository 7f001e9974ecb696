import { eventSave, googleScore } from '@tz-loan/contract/loan';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { ORDER_NOT_FOUND } from '../loan/lifecycle-service.ts';
import { PRODUCT_NOT_FOUND, type ProductService } from '../product/service.ts';
import { insertTrackedEvent, isOwnOrder, markAppRated } from './repository.ts';

/** The loan details rating dialog and tracked events ('Borrow Again'). */
export const registerSupportRoutes = (app: FastifyInstance, products: Pick<ProductService, 'exists'>) => {
  // Any score counts as answered: the dialog is not shown again (the app always sends 5). The order it
  // names, when it names one, must be the caller's own.
  route(app, googleScore, {}, async ({ input, borrower }) => {
    const orderId = input.orderId === undefined ? undefined : Number(input.orderId);
    if (
      orderId !== undefined &&
      !(orderId <= Number.MAX_SAFE_INTEGER && (await isOwnOrder(app.db, borrower.id, orderId)))
    ) {
      throw notFound(ORDER_NOT_FOUND);
    }
    await markAppRated(app.db, borrower.id, new Date());
    return {};
  });
  route(app, eventSave, {}, async ({ input, borrower }) => {
    const productId = Number(input.productId);
    if (!(await products.exists(productId))) throw notFound(PRODUCT_NOT_FOUND);
    await insertTrackedEvent(app.db, {
      borrowerId: borrower.id,
      productId,
      moduleId: input.moduleId,
      positionId: input.positionId,
    });
    return {};
  });
};
