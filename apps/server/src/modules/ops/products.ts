import {
  opsProductAdd,
  opsProductChange,
  opsProducts,
  opsProductVersions,
} from '@tz-loan/contract/staff/products';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { actorOf, staffScope } from '../../http/staff-auth.ts';
import { addProduct, changeProduct, listProducts, listProductVersions } from '../loan/products/staff.ts';

/** `/tapi/ops/products`: staff list, add and change products (each change a new version), audited. */
export const registerProductStaffRoutes = (app: FastifyInstance, db: Db) =>
  staffScope(app, (ops) => {
    route(ops, opsProducts, { auth: 'staff' }, async () => ({
      products: await listProducts(db),
    }));
    route(ops, opsProductAdd, { auth: 'staff', audit: 'product-add' }, async ({ input, request }) => ({
      product: await addProduct(db, input, actorOf(request)),
    }));
    route(ops, opsProductChange, { auth: 'staff', audit: 'product-change' }, async ({ input, request }) => {
      const { productId, ...change } = input;
      return { product: await changeProduct(db, productId, change, actorOf(request)) };
    });
    route(ops, opsProductVersions, { auth: 'staff' }, async ({ input }) => ({
      versions: await listProductVersions(db, input.productId),
    }));
  });
