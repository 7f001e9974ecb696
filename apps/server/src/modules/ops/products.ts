import { opsProductAdd, opsProducts } from '@tz-loan/contract/staff/products';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { staffScope } from '../../http/staff-auth.ts';
import { addProduct, listProducts } from '../loan/products/staff.ts';

/** `GET/POST /tapi/ops/products`: staff list and add products, audited. */
export const registerProductStaffRoutes = (app: FastifyInstance, db: Db) =>
  staffScope(app, (ops) => {
    route(ops, opsProducts, { auth: 'staff' }, async () => ({
      products: await listProducts(db),
    }));
    route(ops, opsProductAdd, { auth: 'staff', audit: 'product-add' }, async ({ input }) => ({
      product: await addProduct(db, input),
    }));
  });
