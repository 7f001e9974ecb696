import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { findOwnOrder, findProduct, type OrderRow, type ProductRow } from './repository.ts';

// Ids arrive as validated digit strings of up to 18 digits; products.id is a 32-bit integer column, so
// a longer id is simply unknown rather than a database range error.
const INT4_MAX = 2_147_483_647;

export const requireProduct = async (db: Db, productId: string): Promise<ProductRow> => {
  const id = Number(productId);
  const product = id <= INT4_MAX ? await findProduct(db, id) : null;
  if (!product) throw notFound('This product is not available');
  return product;
};

/** Another borrower's order fails exactly as a missing one. */
export const requireOwnOrder = async (db: DbOrTx, borrowerId: number, orderId: string): Promise<OrderRow> => {
  const id = Number(orderId);
  const order = Number.isSafeInteger(id) ? await findOwnOrder(db, borrowerId, id) : null;
  if (!order) throw notFound('This order does not exist');
  return order;
};
