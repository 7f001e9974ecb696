import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../domain/errors.ts';
import { ORDER_NOT_FOUND, PRODUCT_NOT_FOUND } from '../../../shared/refusals.ts';
import { findOwnOrder, findProduct, type OrderRow, type ProductRow } from './repository.ts';

// Ids arrive as numbers of up to 18 digits (the contract's idParam); products.id is a 32-bit integer
// column, so a larger id is simply unknown rather than a database range error.
const INT4_MAX = 2_147_483_647;

export const requireProduct = async (db: Db, productId: number): Promise<ProductRow> => {
  const product = productId <= INT4_MAX ? await findProduct(db, productId) : null;
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
};

/** Another borrower's order fails exactly as a missing one. */
export const requireOwnOrder = async (db: DbOrTx, borrowerId: number, orderId: number): Promise<OrderRow> => {
  const order = Number.isSafeInteger(orderId) ? await findOwnOrder(db, borrowerId, orderId) : null;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
};
