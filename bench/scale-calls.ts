// The hot calls issue 30 measures, for a borrower in the middle of a filled scale fixture and a member
// of staff: shared by the load run (scale-measure.ts) and the per-call query costs (scale-explain.ts).
import pg from 'pg';
import { type BorrowerSession, borrowerPath } from '../e2e/support/api.ts';
import { SESSION_PREFIX } from './scale-sql.ts';

export type Target = { session: BorrowerSession; orderId: number; productId: number };

/** A borrower in the middle of the fixture with a loan being repaid on time, a pay code and complaints. */
export const targetIn = async (url: string): Promise<Target> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      borrower_id: string;
      id: string;
      product_id: number;
      phone: string;
    }>(
      `select o.borrower_id, o.id, o.product_id, b.phone from orders o join borrowers b on b.id = o.borrower_id
       where o.status = 170 and o.closed_at is null and o.product_id = 2 and o.disbursed_at > now() - interval '100 days'
         and exists (select 1 from complaints c where c.borrower_id = o.borrower_id)
       order by abs(o.borrower_id - (select max(id) / 2 from borrowers)) limit 1`,
    );
    const row = rows[0];
    if (!row) throw new Error(`${url}: no borrower to measure with; is it filled by bench/scale.ts?`);
    const session = {
      userId: row.borrower_id,
      sessionId: `${SESSION_PREFIX}${row.borrower_id}`,
      mobilePhone: row.phone,
      deviceId: 'scale-device',
    };
    return { session, orderId: Number(row.id), productId: row.product_id };
  } finally {
    await client.end();
  }
};

export type Call = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export const callsFor = (target: Target, staffToken: string): Call[] => {
  const { session, orderId, productId } = target;
  const order = { orderId: String(orderId), productId: String(productId) };
  const staff = { authorization: `Bearer ${staffToken}` };
  return [
    {
      name: 'loan details',
      method: 'GET',
      path: borrowerPath('/tapi/v3/loan-details/loan-details', session, order),
    },
    {
      name: 'plan',
      method: 'POST',
      path: borrowerPath('/tapi/v3/installment/loan-play-detail-yd', session),
      body: `orderId=${orderId}`,
    },
    {
      name: 'complaint list',
      method: 'POST',
      path: borrowerPath('/tapi/user-problem/problem-list', session),
      body: '',
    },
    {
      name: 'page /squidChive',
      method: 'GET',
      path: borrowerPath('/squidChive', session, order),
      headers: { 'accept-encoding': 'br, gzip' },
    },
    // Pages as long as the 1,000-order fixture's queues (5 orders at 21, 2 open complaints): the same
    // rows at both sizes, so what differs is what the size costs.
    { name: 'staff orders at 21', method: 'GET', path: '/tapi/ops/orders?status=21&limit=5', headers: staff },
    {
      name: 'staff open complaints',
      method: 'GET',
      path: '/tapi/ops/complaints?open=1&limit=2',
      headers: staff,
    },
  ];
};
