import type pg from 'pg';
import type { Load, OrderState, Sent } from './crash-load';

/** An order as the database has it, reduced to what the model predicts. */
type Row = {
  id: number;
  note: string | null;
  status: OrderState['status'];
  starts_at: Date;
  booking_starts_at: Date | null;
  paymentable: string | null;
  payments: number;
  reschedules: number;
  operator_id: number;
  any_operator: boolean;
};

/** Named SQL queries whose every row is a half-written order, payment or message. */
const HALF_WRITTEN: Record<string, string> = {
  'order without a booking': `
    select o.id from orders o where o.shop_id = $1
      and not exists (select 1 from bookings b where b.order_id = o.id)`,
  'booking without service items': `
    select b.id from bookings b where b.shop_id = $1
      and not exists (select 1 from booking_service_items i where i.booking_id = b.id)`,
  'order without exactly one CREATED event': `
    select o.id from orders o where o.shop_id = $1
      and (select count(*) from order_events e where e.order_id = o.id and e.type = 'CREATED') <> 1`,
  'booking status or times differ from its order': `
    select o.id from orders o join bookings b on b.order_id = o.id where o.shop_id = $1
      and (b.status <> o.status or b.starts_at <> o.starts_at or b.ends_at <> o.ends_at)`,
  'service items not within their booking': `
    select b.id from bookings b join booking_service_items i on i.booking_id = b.id
    where b.shop_id = $1 group by b.id
    having min(i.starts_at) <> min(b.starts_at) or max(i.ends_at) <> min(b.ends_at)`,
  'rescheduled booking not at its last RESCHEDULED event': `
    select o.id from orders o join lateral (
      select (e.data->'to'->>'startsAt')::timestamptz as starts_at from order_events e
      where e.order_id = o.id and e.type = 'RESCHEDULED' order by e.id desc limit 1
    ) last on true
    where o.shop_id = $1 and last.starts_at <> o.starts_at`,
  'cancelled order without its event, or event without the cancel': `
    select o.id from orders o where o.shop_id = $1
      and (o.status = 'CANCELLED') <> exists (select 1 from order_events e
        where e.order_id = o.id and e.type in ('CANCELLED', 'EXPIRED'))`,
  'payment without its CONFIRMED order event': `
    select pm.id from payments pm join paymentables p on p.id = pm.paymentable_id
      join orders o on o.id = p.order_id
    where o.shop_id = $1 and not exists (select 1 from order_events e
      where e.order_id = o.id and e.type = 'CONFIRMED')`,
  'paymentable inconsistent with its order or payments': `
    select p.id from paymentables p join orders o on o.id = p.order_id where o.shop_id = $1
      and ((p.status = 'PENDING') <> (o.status = 'AWAITING_PREPAYMENT')
        or (p.status in ('CANCELLED', 'EXPIRED') and o.status <> 'CANCELLED')
        or (select count(*) from payments pm where pm.paymentable_id = p.id)
           <> case when p.status = 'PAID' then 1 else 0 end)`,
  'order awaiting prepayment without a paymentable': `
    select o.id from orders o where o.shop_id = $1 and o.status = 'AWAITING_PREPAYMENT'
      and not exists (select 1 from paymentables p where p.order_id = o.id)`,
  'order without its confirmation message': `
    select o.id from orders o where o.shop_id = $1 and not exists (
      select 1 from order_notifications n where n.dedupe_key = 'confirmation:' || o.id)`,
  // Longer than any job's own lease: the daily Google feeds hold theirs for 2 hours (a run of
  // 10,000 shops takes minutes), so a feeds run the live instance is making as the check runs
  // is not one (it failed a CI run so); the others' leases are 5 minutes.
  'job held by a lease that never ends': `
    select 0 as id from jobs where locked_until > now() + interval '2 hours 10 minutes'`,
  // Queued: the work queue has its item; unqueued: the safety sweep queues it once the claim
  // of its after-commit try runs out.
  'message neither sent nor queued nor due within its lease': `
    select n.id from order_notifications n join orders o on o.id = n.order_id
    where o.shop_id = $1 and not (n.status = 'SENT'
      or (n.status = 'PENDING' and (n.queued_at is not null or n.claimed_until is null
        or n.claimed_until < now() + interval '10 minutes')))`,
};

/**
 * Changes committed without the message announcing them: what a message queued after its
 * change's transaction loses when the process dies in between (each is claimed inside it now).
 * Not a half-write of the order itself (the order is whole), but a notification neither sent
 * nor queued.
 */
const LOST_MESSAGES = `
  select 'cancelled:' || e.order_id as key from order_events e join orders o on o.id = e.order_id
  where o.shop_id = $1 and e.type = 'CANCELLED'
  union all
  select 'rescheduled:' || e.order_id || ':'
    || (extract(epoch from (e.data->'to'->>'startsAt')::timestamptz) * 1000)::bigint
  from order_events e join orders o on o.id = e.order_id
  where o.shop_id = $1 and e.type = 'RESCHEDULED'
  union all
  select 'confirmation-paid:' || e.order_id from order_events e join orders o on o.id = e.order_id
  where o.shop_id = $1 and e.type = 'CONFIRMED' and e.actor = 'SELLER'
  except
  select n.dedupe_key from order_notifications n`;

/** The message key each answered request must have queued before its answer. */
function messageKey(s: Sent): string | null {
  if (s.outcome !== 'ok') return null;
  if (s.kind === 'cancel') return `cancelled:${s.orderId}`;
  if (s.kind === 'mark-paid') return `confirmation-paid:${s.orderId}`;
  if (s.kind === 'reschedule') return `rescheduled:${s.orderId}:${Date.parse(s.startTime!)}`;
  return null;
}

function same(a: OrderState, b: OrderState): boolean {
  return (
    a.status === b.status &&
    a.startsAt === b.startsAt &&
    a.paid === b.paid &&
    a.reschedules === b.reschedules
  );
}

function show(s: OrderState): string {
  return `${s.status} at ${new Date(s.startsAt).toISOString()}${s.paid ? ' paid' : ''} (${s.reschedules} moves)`;
}

export type CheckResult = {
  /** Answered 2xx per kind, and of those, found in the database. */
  answered: Record<string, number>;
  found: Record<string, number>;
  /** Unanswered requests whose change committed / did not. */
  unansweredApplied: number;
  unansweredNotApplied: number;
  halfWritten: Record<string, number[]>;
  /** Model vs database disagreements, one sentence each. */
  mismatches: string[];
  lostMessages: string[];
  orders: number;
  messages: Record<string, number>;
};

/**
 * Compares the database with what the answers said, resolves unanswered requests (each must
 * have applied entirely or not at all) and runs the half-write queries. Requests of `round`
 * are counted; the model is updated to the database's truth for the next round.
 */
export async function check(db: pg.Client, load: Load, round: number): Promise<CheckResult> {
  const { rows } = await db.query<Row>(
    `select o.id, o.note, o.status, o.starts_at, o.any_operator,
       (select b.operator_id from bookings b where b.order_id = o.id limit 1) as operator_id,
       (select min(b.starts_at) from bookings b where b.order_id = o.id) as booking_starts_at,
       (select p.status from paymentables p where p.order_id = o.id) as paymentable,
       (select count(*)::int from payments pm join paymentables p on p.id = pm.paymentable_id
         where p.order_id = o.id) as payments,
       (select count(*)::int from order_events e
         where e.order_id = o.id and e.type = 'RESCHEDULED') as reschedules
     from orders o where o.shop_id = $1`,
    [load.shopId],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byNote = new Map<string, Row[]>();
  for (const r of rows) if (r.note) byNote.set(r.note, [...(byNote.get(r.note) ?? []), r]);
  const result: CheckResult = {
    answered: {},
    found: {},
    unansweredApplied: 0,
    unansweredNotApplied: 0,
    halfWritten: {},
    mismatches: [],
    lostMessages: [],
    orders: rows.length,
    messages: {},
  };
  const seen = (r: Row): OrderState => ({
    status: r.status,
    startsAt: r.starts_at.getTime(),
    paid: r.payments > 0,
    reschedules: r.reschedules,
  });

  // Unanswered bookings: either a whole order (checked below like any other) or nothing.
  for (const [tag, service] of load.unsureOrders) {
    const found = byNote.get(tag) ?? [];
    if (found.length > 1) result.mismatches.push(`${found.length} orders for one request ${tag}`);
    const [r] = found;
    if (r) {
      result.unansweredApplied++;
      load.orders.set(r.id, {
        id: r.id,
        prepay: service.prepay,
        serviceId: service.id,
        operatorId: r.operator_id,
        anyOperator: r.any_operator,
        state: seen(r),
        busy: false,
        unsure: null,
      });
    } else result.unansweredNotApplied++;
  }
  load.unsureOrders.clear();

  for (const order of load.orders.values()) {
    const r = byId.get(order.id);
    if (!r) {
      result.mismatches.push(`order ${order.id} was answered 2xx but is not in the database`);
      continue;
    }
    const db = seen(r);
    const paymentable = !order.prepay
      ? null
      : db.paid
        ? 'PAID'
        : db.status === 'CANCELLED'
          ? 'CANCELLED'
          : 'PENDING';
    if (r.paymentable !== paymentable) {
      result.mismatches.push(`order ${order.id}: paymentable ${r.paymentable}, not ${paymentable}`);
    }
    if (order.unsure) {
      if (same(db, order.unsure)) result.unansweredApplied++;
      else if (same(db, order.state)) result.unansweredNotApplied++;
      else {
        result.mismatches.push(
          `order ${order.id}: ${show(db)}, neither ${show(order.state)} nor ${show(order.unsure)}`,
        );
      }
      order.unsure = null;
    } else if (!same(db, order.state)) {
      result.mismatches.push(`order ${order.id}: ${show(db)}, answered ${show(order.state)}`);
    }
    order.state = db;
    order.operatorId = r.operator_id;
  }

  // Each 2xx of this round, found in the database.
  const keys = new Set(
    (await db.query<{ k: string }>('select idempotency_key as k from payments')).rows.map(
      (r) => r.k,
    ),
  );
  const messages = new Set(
    (await db.query<{ k: string }>('select dedupe_key as k from order_notifications')).rows.map(
      (r) => r.k,
    ),
  );
  const moves = new Set(
    (
      await db.query<{ k: string }>(
        `select order_id || '@' || (extract(epoch from (data->'to'->>'startsAt')::timestamptz)
           * 1000)::bigint as k from order_events where type = 'RESCHEDULED'`,
      )
    ).rows.map((r) => r.k),
  );
  const paidWith = (key: string) => [...keys].some((k) => k.endsWith(`:${key}`) || k === key);
  for (const s of load.sent.filter((x) => x.round === round)) {
    if (s.kind === 'order' && s.outcome === 'error' && byNote.has(s.tag!)) {
      result.mismatches.push(`order request ${s.tag} answered ${s.status} but left an order`);
    }
    if (s.kind === 'mark-paid' && s.outcome === 'error' && paidWith(s.key!)) {
      result.mismatches.push(`mark-paid ${s.key} answered ${s.status} but left a payment`);
    }
    if (s.outcome !== 'ok') continue;
    result.answered[s.kind] = (result.answered[s.kind] ?? 0) + 1;
    const r = s.kind === 'order' ? byNote.get(s.tag!)?.[0] : byId.get(s.orderId!);
    const isThere =
      s.kind === 'order'
        ? r !== undefined
        : s.kind === 'reschedule'
          ? moves.has(`${s.orderId}@${Date.parse(s.startTime!)}`)
          : s.kind === 'cancel'
            ? r?.status === 'CANCELLED'
            : paidWith(s.key!);
    if (isThere) result.found[s.kind] = (result.found[s.kind] ?? 0) + 1;
    else result.mismatches.push(`${s.kind} ${s.tag ?? s.orderId} answered 2xx, not in database`);
    const key = messageKey(s);
    if (key && !messages.has(key)) result.mismatches.push(`${s.kind} answered 2xx, no ${key}`);
  }

  for (const [name, query] of Object.entries(HALF_WRITTEN)) {
    const bad = await db.query<{ id: number }>(query, query.includes('$1') ? [load.shopId] : []);
    result.halfWritten[name] = bad.rows.map((r) => r.id);
  }
  result.halfWritten['overlapping active bookings of one operator'] = (
    await db.query<{ id: number }>(
      `select a.id from bookings a join bookings b
         on a.operator_id = b.operator_id and a.id < b.id
        and tstzrange(a.held_from, a.held_until) && tstzrange(b.held_from, b.held_until)
       where a.status in ('AWAITING_PREPAYMENT', 'CONFIRMED', 'COMPLETED')
         and b.status in ('AWAITING_PREPAYMENT', 'CONFIRMED', 'COMPLETED')`,
    )
  ).rows.map((r) => r.id);
  result.lostMessages = (await db.query<{ key: string }>(LOST_MESSAGES, [load.shopId])).rows.map(
    (r) => r.key,
  );
  const counts = await db.query<{ status: string; n: number }>(
    `select n.status, count(*)::int as n from order_notifications n
       join orders o on o.id = n.order_id where o.shop_id = $1 group by n.status`,
    [load.shopId],
  );
  result.messages = Object.fromEntries(counts.rows.map((r) => [r.status, r.n]));
  return result;
}

/** Total rows over every half-write query. */
export function halfWrittenRows(result: CheckResult): number {
  return Object.values(result.halfWritten).reduce((n, ids) => n + ids.length, 0);
}
