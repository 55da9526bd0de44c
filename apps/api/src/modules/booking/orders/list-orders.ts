import type { TOrder, TOrderPeriod, TOrderSource, TOrderStatus } from '@haoyue/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { customers, orders } from '../../../db/schema';
import { loadMyCustomer } from '../../customers';
import type { BookingContext } from '../context';
import type { OrderPart } from '../presenters/load-order-parts';
import { presentOrders } from '../presenters/present-orders';
import type { Paged } from '../../../lib/paging';

/** Statuses of an order still to happen (or happening): the customer may change it. */
const ACTIVE: TOrderStatus[] = ['AWAITING_PREPAYMENT', 'CONFIRMED'];
/** Statuses of a visit the shop has closed. */
const CLOSED: TOrderStatus[] = ['COMPLETED', 'NO_SHOW'];

/**
 * A tab of 我的預約 as a condition: upcoming = active and not yet ended; past = closed by the
 * shop, or active but already over (the shop has not marked it yet).
 */
function periodCondition(period: TOrderPeriod, now: Date): SQL {
  if (period === 'upcoming') {
    return and(inArray(orders.status, ACTIVE), gt(orders.endsAt, now))!;
  }
  return or(
    inArray(orders.status, CLOSED),
    and(inArray(orders.status, ACTIVE), lte(orders.endsAt, now)),
  )!;
}

/**
 * The user's orders at every seller, or with one seller (`customerId`, one of the user's
 * customer records, else 404), filtered like the spec's list (GET /v1/me/orders).
 */
export async function listOrders(
  ctx: BookingContext,
  q: {
    userId: number;
    customerId?: number;
    status?: TOrderStatus[] | undefined;
    /** A tab: upcoming (soonest first) or past (latest first); see periodCondition. */
    period?: TOrderPeriod | undefined;
    part?: OrderPart[] | undefined;
    /** Only orders starting at or after this instant (upcoming first); else newest first. */
    startTime?: string | undefined;
    /** Only orders that came in this way. */
    source?: TOrderSource | undefined;
    page: number;
    perPage: number;
  },
): Promise<Paged<TOrder>> {
  if (q.customerId) await loadMyCustomer(ctx.db, q.userId, q.customerId);
  const where: SQL[] = [eq(customers.userId, q.userId)];
  if (q.customerId) where.push(eq(orders.customerId, q.customerId));
  if (q.status?.length) where.push(inArray(orders.status, q.status));
  if (q.startTime) where.push(gte(orders.startsAt, new Date(q.startTime)));
  if (q.source) where.push(eq(orders.source, q.source));
  const now = ctx.clock();
  if (q.period) where.push(periodCondition(q.period, now));
  const soonestFirst = q.period ? q.period === 'upcoming' : Boolean(q.startTime);
  const condition = and(...where);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select({ order: orders })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(condition)
      .orderBy(
        soonestFirst ? asc(orders.startsAt) : desc(orders.startsAt),
        soonestFirst ? asc(orders.id) : desc(orders.id),
      )
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(condition),
  ]);
  const data = await presentOrders(ctx.db, {
    rows: rows.map((r) => r.order),
    parts: q.part ?? [],
    now,
  });
  return { data, meta: { page: q.page, perPage: q.perPage, total } };
}
