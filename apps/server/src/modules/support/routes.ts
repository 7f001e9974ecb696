import { eventSave, googleScore } from '@tz-loan/contract/support';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { PRODUCT_NOT_FOUND } from '../../shared/refusals.ts';
import type { ProductService } from '../loan/products/service.ts';
import { insertTrackedEvent, markAppRated } from './repository.ts';

/** The loan details rating dialog and tracked events ('Borrow Again'). */
export const registerSupportRoutes = (app: FastifyInstance, products: Pick<ProductService, 'exists'>) => {
  // Any score counts as answered: the dialog is not shown again (the app always sends 5).
  route(app, googleScore, {}, async ({ borrower }) => {
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
