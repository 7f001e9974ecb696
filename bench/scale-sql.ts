// The scale fixture's statements, each set-based over a range of ids ($1 to $2). Orders are numbered
// i = 1..N and borrower b = ((i - 1) % B) + 1 owns the orders i = b, b + B, …, b + 9B: its tenth is the
// newest and the only one that may be unfinished, as the database demands (one open order per borrower).

/** The session token of fixture borrower `id`: its SHA-256 is what `sessions` stores. */
export const SESSION_PREFIX = 'scale-session-';

/** Ids of payments and their trade, ledger entry and notifications: order × 5 + period (0: open trade). */
const PAID_ID = 'o.id * 5 + ins.period_no';

export type Sizes = { orders: number; borrowers: number; borrowerOffset: number };

/**
 * What became of order i: the nine older orders of a borrower are finished (settled, one in twenty
 * rejected); the newest is being repaid, overdue, waiting at 21, failed at 151, approved at 110 or settled.
 */
const shape = ({ borrowers }: Sizes) => `case
  when (i - 1) / ${borrowers} < 9 then (case when i % 20 = 0 then 'rejected' else 'settled' end)
  else (case
    when ((i - 1) % ${borrowers} + 1) % 100 < 55 then 'repaying'
    when ((i - 1) % ${borrowers} + 1) % 100 < 65 then 'overdue'
    when ((i - 1) % ${borrowers} + 1) % 100 < 70 then 'review'
    when ((i - 1) % ${borrowers} + 1) % 100 < 72 then 'failed'
    when ((i - 1) % ${borrowers} + 1) % 100 < 73 then 'approved'
    else 'settled' end) end`;

export const borrowerRows = ({ borrowerOffset }: Sizes) => `
  insert into borrowers (id, phone, created_at, language)
  select ${borrowerOffset} + b, '2556' || lpad(b::text, 8, '0'), now() - interval '730 days',
    case when b % 3 = 0 then 'en' else 'sw' end
  from generate_series($1::int, $2::int) b`;

export const sessionRows = ({ borrowerOffset }: Sizes) => `
  insert into sessions (token_hash, borrower_id, device_id, created_at, expires_at)
  select encode(sha256(('${SESSION_PREFIX}' || (${borrowerOffset} + b))::bytea), 'hex'), ${borrowerOffset} + b,
    'scale-device', now() - interval '1 day', now() + interval '365 days'
  from generate_series($1::int, $2::int) b`;

export const payoutAccountRows = ({ borrowerOffset }: Sizes) => `
  insert into payout_accounts (borrower_id, card_type, bank_code, bank_name, account_number, created_at)
  select ${borrowerOffset} + b, '1', 'TZ0001', 'M-Pesa', '07' || lpad(b::text, 8, '0'), now() - interval '730 days'
  from generate_series($1::int, $2::int) b`;

export const orderRows = (sizes: Sizes) => `
  insert into orders (id, borrower_id, product_id, product_version, amount, status, term_days, periods,
    interest, service_fee, total_repayable, apr_bp, decided_at, disbursed_at, closed_at, created_at, updated_at)
  select i, b, p.product_id, p.version, p.amount,
    case shape when 'review' then 21 when 'rejected' then 40 when 'approved' then 110 when 'failed' then 151 else 170 end,
    p.term_days, p.periods, p.interest, p.service_fee, p.total, p.apr_bp,
    decided, disbursed,
    case shape when 'rejected' then decided
      when 'settled' then least(now() - interval '1 minute', disbursed + p.term_days * interval '1 day') end,
    created,
    coalesce(case shape when 'rejected' then decided
      when 'settled' then least(now() - interval '1 minute', disbursed + p.term_days * interval '1 day') end,
      disbursed, decided, created)
  from (
    select i, b, shape, created,
      case when shape <> 'review' then created + interval '30 minutes' end as decided,
      case when shape in ('settled', 'repaying', 'overdue') then created + interval '1 hour' end as disbursed,
      i % 3 + 1 as product, (i / 3) % 5 as step
    from (
      select i, ${sizes.borrowerOffset} + (i - 1) % ${sizes.borrowers} + 1 as b, ${shape(sizes)} as shape,
        case when ${shape(sizes)} = 'overdue' then now() - interval '150 days' - i * interval '1 second'
          else now() - interval '2 hours' - (${sizes.orders} - i) * (interval '720 days' / ${sizes.orders}) end as created
      from generate_series($1::int, $2::int) i) s
  ) o
  join scale_prices p on p.product_id = o.product and p.step = o.step`;

/**
 * An instalment is done with each kind of reminder whose day is past, as a scheduler running every
 * day leaves it (instalments.reminded: before 1, due 2, after 4, the collection notice 8, on the
 * default 16 days overdue); today's are left to the first pass of the day.
 */
const remindedBy = (due: string) => `(
  case when ${due} - 3 < today then 1 else 0 end | case when ${due} < today then 2 else 0 end
  | case when ${due} + 1 < today then 4 else 0 end | case when ${due} + 16 < today then 8 else 0 end)`;

export const instalmentRows = () => `
  insert into instalments (order_id, period_no, principal, interest, fee, amount, due_offset_days, due_date,
    reminded)
  select order_id, period_no, principal, interest, fee, amount, due_offset_days, due_date,
    coalesce(${remindedBy('due_date')}, 0)
  from (
    select o.id as order_id, pl.period_no, pl.principal, pl.interest, pl.fee, pl.amount, pl.due_offset_days,
      (o.disbursed_at at time zone 'Africa/Dar_es_Salaam')::date + pl.due_offset_days as due_date,
      (now() at time zone 'Africa/Dar_es_Salaam')::date as today
    from orders o
    join scale_prices p on p.product_id = o.product_id and p.amount = o.amount
    join scale_plan pl on pl.product_id = p.product_id and pl.step = p.step
    where o.id between $1 and $2) i`;

/** Each stored status the order went through, as the lifecycle writes them. */
export const orderEventRows = () => `
  insert into order_events (order_id, from_status, to_status, actor, note, created_at)
  select o.id, e.from_status, e.to_status, e.actor, e.note, e.at
  from orders o
  cross join lateral (values
    (null::int, 21, 'borrower', 'Submitted', o.created_at, true),
    (21, case when o.status = 40 then 40 else 110 end, 'ops:scale', '', o.decided_at, o.decided_at is not null),
    (110, o.status, 'system', '', coalesce(o.disbursed_at, o.updated_at), o.status in (151, 170))
  ) e(from_status, to_status, actor, note, at, happened)
  where o.id between $1 and $2 and e.happened`;

export const payoutRows = () => `
  insert into payouts (order_id, outcome, reason, actor, created_at, settled_at)
  select o.id, case when o.status = 151 then 'failed' else 'succeeded' end,
    case when o.status = 151 then 'Account refused' else '' end, 'system', o.decided_at, o.updated_at
  from orders o where o.id between $1 and $2 and o.status in (151, 170)`;

export const opsActionRows = () => `
  insert into ops_actions (actor, command, target, detail, ok, created_at)
  select 'ops:scale', case when o.status = 40 then 'reject' else 'approve' end, o.id::text, '{}'::jsonb, true, o.decided_at
  from orders o where o.id between $1 and $2 and o.decided_at is not null`;

/**
 * The instalments paid: every one of a settled loan, and those already due of a loan being repaid on
 * time (disbursed in the last 100 days); an overdue loan has paid nothing. One trade, payment, ledger
 * entry, notification (received and sandbox-delivered), collection and receipt SMS each.
 */
const paid = `
  from orders o
  join instalments ins on ins.order_id = o.id
  join borrowers br on br.id = o.borrower_id
  cross join lateral (select least(now() - interval '1 minute',
    (ins.due_date - 1)::timestamp at time zone 'Africa/Dar_es_Salaam' + interval '12 hours') as at) t
  where o.id between $1 and $2 and o.status = 170
    and (o.closed_at is not null or (o.disbursed_at > now() - interval '100 days' and ins.due_date < current_date))`;

export const paidTradeRows = () => `
  insert into trades (id, trade_no, order_id, borrower_id, kind, amount, bank_code, repay_type, pay_code, state,
    created_at, settled_at)
  select ${PAID_ID}, 'S' || (${PAID_ID}), o.id, o.borrower_id, 'repayment', ins.amount, 'TZ0001', 'PAY_CODE',
    '9' || lpad((${PAID_ID})::text, 8, '0'), 'paid', t.at - interval '10 minutes', t.at ${paid}`;

export const paymentRows = () => `
  insert into payments (id, order_id, trade_id, reference, source, amount, created_at)
  select ${PAID_ID}, o.id, ${PAID_ID}, 'scale-' || (${PAID_ID}), 'provider', ins.amount, t.at ${paid}`;

export const ledgerRows = () => `
  insert into ledger_entries (id, order_id, payment_id, kind, amount, created_at)
  select ${PAID_ID}, o.id, ${PAID_ID}, 'repayment', ins.amount, t.at ${paid}`;

export const paymentNotificationRows = () => `
  insert into payment_notifications (id, event_id, trade_no, amount, outcome, body, created_at)
  select ${PAID_ID}, 'scale-event-' || (${PAID_ID}), 'S' || (${PAID_ID}), ins.amount, 'applied', '{}', t.at ${paid}`;

/**
 * The sandbox's own record of a telling it delivered, of the last day only: the server prunes older
 * ones every hour (sandbox-payment.ts), so a database that has run for years holds no more. A fixture
 * with every one would have each measured server delete 200,000 of them while it is being measured.
 */
export const sandboxNotificationRows = () => `
  insert into sandbox_notifications (id, event_id, body, deliveries_wanted, deliveries, attempts, next_attempt_at, created_at)
  select ${PAID_ID}, 'scale-event-' || (${PAID_ID}), '{}', 1, 1, 1, t.at, t.at ${paid}
    and t.at >= now() - interval '1 day'`;

export const collectionRows = () => `
  insert into sandbox_collections (id, trade_no, amount, method, pay_code, page_token, paid, in_parts, state, created_at)
  select ${PAID_ID}, 'S' || (${PAID_ID}), ins.amount, 'code', '9' || lpad((${PAID_ID})::text, 8, '0'),
    md5('scale' || (${PAID_ID})), ins.amount, true, 'paid', t.at - interval '10 minutes' ${paid}`;

export const receiptSmsRows = () => `
  insert into outbox (id, kind, key, payload, state, attempts, next_attempt_at, provider_ref, delivery, created_at, done_at)
  select ${PAID_ID}, 'sms', 'scale-receipt-' || (${PAID_ID}),
    jsonb_build_object('phone', br.phone, 'text', 'Tumepokea malipo yako. Asante.'), 'done', 1, t.at,
    'scale-sms-' || (${PAID_ID}), 'delivered', t.at, t.at ${paid}`;

/** Every fifth loan being repaid has a pay code open for its next instalment. */
export const openTradeRows = () => `
  insert into trades (id, trade_no, order_id, borrower_id, kind, amount, bank_code, repay_type, pay_code, state, created_at)
  select o.id * 5, 'S' || (o.id * 5), o.id, o.borrower_id, 'repayment', 1000000, 'TZ0001', 'PAY_CODE',
    '9' || lpad((o.id * 5)::text, 8, '0'), 'open', now() - interval '1 hour'
  from orders o where o.id between $1 and $2 and o.status = 170 and o.closed_at is null and o.id % 5 = 0`;

export const openCollectionRows = () => `
  insert into sandbox_collections (id, trade_no, amount, method, pay_code, page_token, in_parts, state, created_at)
  select t.id, t.trade_no, t.amount, 'code', t.pay_code, md5('scale' || t.id), true, 'open', t.created_at
  from trades t where t.id between $1::bigint * 5 and $2::bigint * 5 + 4 and t.state = 'open'`;

/**
 * One complaint for every fourth borrower, about its newest order; one in ten still waits for a
 * reply. `$1..$2` number the complaints.
 */
export const complaintRows = ({ borrowerOffset, borrowers }: Sizes) => `
  insert into complaints (id, borrower_id, reference, problem_type, order_id, detail, language, content_hash,
    status, reply_by, reply, replied_at, replied_by, created_at)
  select c, ${borrowerOffset} + c * 4, 'C' || extract(year from now())::int || '-' || lpad(c::text, 6, '0'), 2,
    9 * ${borrowers} + c * 4, 'The payment did not show', 'sw', md5('scale-complaint-' || c),
    case when c % 10 = 0 then 'processing' else 'replied' end,
    (now() - (c % 30) * interval '1 day')::date + 3,
    case when c % 10 = 0 then '' else 'We have checked: it shows now.' end,
    case when c % 10 = 0 then null else now() - (c % 30) * interval '1 day' + interval '1 day' end,
    case when c % 10 = 0 then null else 'ops:scale' end,
    now() - (c % 30) * interval '1 day'
  from generate_series($1::int, $2::int) c`;
