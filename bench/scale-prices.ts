// The prices the scale fixture's orders are written with: the server's own pricing of each demo product
// at five amounts, so every order's figures and plan are what a submit would have written.
import type pg from 'pg';
import { asInterestMethod, priceLoan } from '../apps/server/src/domain/pricing.ts';

/** Amounts step up from the product's minimum by this much, minor units (five steps). */
export const AMOUNT_STEP = 25_000_00;
export const AMOUNT_STEPS = 5;

type ProductRow = {
  id: number;
  version: number;
  amount_min: string;
  term_days: number;
  periods: number;
  interest_rate_bp: number;
  service_fee_bp: number;
  interest_method: string;
};

/**
 * Fills the session's temporary tables `scale_prices` (one row per product and step) and `scale_plan`
 * (their instalments) from the products as they are in the database.
 */
export const writePrices = async (client: pg.Client) => {
  const { rows } = await client.query<ProductRow>(
    'select id, version, amount_min, term_days, periods, interest_rate_bp, service_fee_bp, interest_method from products order by id',
  );
  await client.query(`create temporary table scale_prices (product_id int, version int, step int,
    amount bigint, interest bigint, service_fee bigint, total bigint, apr_bp int, term_days int, periods int)`);
  await client.query(`create temporary table scale_plan (product_id int, step int, period_no int,
    principal bigint, interest bigint, fee bigint, amount bigint, due_offset_days int)`);
  for (const product of rows) {
    for (let step = 0; step < AMOUNT_STEPS; step += 1) {
      const price = priceLoan({
        amount: Number(product.amount_min) + step * AMOUNT_STEP,
        termDays: product.term_days,
        periods: product.periods,
        interestRateBp: product.interest_rate_bp,
        serviceFeeBp: product.service_fee_bp,
        interestMethod: asInterestMethod(product.interest_method),
      });
      await client.query('insert into scale_prices values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)', [
        product.id,
        product.version,
        step,
        price.amount,
        price.interest,
        price.serviceFee,
        price.totalRepayable,
        price.aprBp,
        product.term_days,
        product.periods,
      ]);
      for (const i of price.instalments) {
        await client.query('insert into scale_plan values ($1, $2, $3, $4, $5, $6, $7, $8)', [
          product.id,
          step,
          i.periodNo,
          i.principal,
          i.interest,
          i.fee,
          i.amount,
          i.dueOffsetDays,
        ]);
      }
    }
  }
  return rows.length;
};
