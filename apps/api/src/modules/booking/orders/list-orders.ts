import type { TOrder, TOrderStatus, TPaging } from '@haoyue/contracts';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { customers, orders } from '../../../db/schema';
import { loadMyCustomer } from '../../membership';
import type { BookingContext } from '../context';
import type { OrderPart } from '../presenters/load-order-parts';
import { presentOrders } from '../presenters/present-orders';

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
    part?: OrderPart[] | undefined;
    /** Only orders starting at or after this instant (upcoming first); else newest first. */
    startTime?: string | undefined;
    page: number;
    perPage: number;
  },
): Promise<{ data: TOrder[]; meta: TPaging }> {
  if (q.customerId) await loadMyCustomer(ctx.db, q.userId, q.customerId);
  const where: SQL[] = [eq(customers.userId, q.userId)];
  if (q.customerId) where.push(eq(orders.customerId, q.customerId));
  if (q.status?.length) where.push(inArray(orders.status, q.status));
  if (q.startTime) where.push(gte(orders.startsAt, new Date(q.startTime)));
  const condition = and(...where);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select({ order: orders })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(condition)
      .orderBy(
        q.startTime ? asc(orders.startsAt) : desc(orders.startsAt),
        q.startTime ? asc(orders.id) : desc(orders.id),
      )
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(condition),
  ]);
  const data = await presentOrders(
    ctx.db,
    rows.map((r) => r.order),
    q.part ?? [],
    ctx.clock(),
  );
  return { data, meta: { page: q.page, perPage: q.perPage, total } };
}
