import type { Db } from '../../db/client.ts';
import { notFound } from '../../domain/errors.ts';
import { ORDER_NOT_FOUND, PRODUCT_NOT_FOUND } from '../../shared/refusals.ts';
import type { ProductService } from '../loan/products/service.ts';
import { insertTrackedEvent, isOwnOrder, markAppRated } from './repository.ts';

export type SupportService = ReturnType<typeof createSupportService>;

/** Customer service: the app rating of loan details and tracked events ('Borrow Again'). */
export const createSupportService = (db: Db, deps: { products: Pick<ProductService, 'exists'> }) => ({
  /**
   * Any score counts as answered: the dialog is not shown again (the app always sends 5). The order
   * it names, when it names one, must be the caller's own: another's answers as missing.
   */
  rate: async (borrowerId: number, orderId?: number) => {
    if (orderId !== undefined && !(await isOwnOrder(db, borrowerId, orderId)))
      throw notFound(ORDER_NOT_FOUND);
    await markAppRated(db, borrowerId, new Date());
  },

  track: async (borrowerId: number, event: { productId: number; moduleId: number; positionId: number }) => {
    if (!(await deps.products.exists(event.productId))) throw notFound(PRODUCT_NOT_FOUND);
    await insertTrackedEvent(db, { borrowerId, ...event });
  },
});
