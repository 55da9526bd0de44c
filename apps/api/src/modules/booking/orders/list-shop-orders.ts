import type { TOrder, TOrderStatus } from '@haoyue/contracts';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { invalid } from '../../../lib/errors';
import { addDays, DAY_MS, zonedToInstant } from '../../../lib/zoned-time';
import type { ShopRow } from '../../availability';
import type { BookingContext } from '../context';
import type { OrderPart } from '../presenters/load-order-parts';
import { presentOrders } from '../presenters/present-orders';

const MAX_CALENDAR_DAYS = 62;
/** More than this in one range is refused rather than silently cut (about 160 a day for 31 days). */
const MAX_CALENDAR_ORDERS = 5000;

/** Orders of a shop starting on the local dates given (the calendar's day and week views). */
export async function listShopOrders(
  ctx: BookingContext,
  q: {
    shop: ShopRow;
    startDate: string;
    endDate: string;
    status?: TOrderStatus[] | undefined;
    parts: readonly OrderPart[];
  },
): Promise<TOrder[]> {
  const { shop } = q;
  const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / DAY_MS + 1;
  if (days > MAX_CALENDAR_DAYS) throw invalid('endDate', `一次最多查詢 ${MAX_CALENDAR_DAYS} 天`);
  const from = new Date(zonedToInstant(shop.timeZone, q.startDate, 0));
  const to = new Date(zonedToInstant(shop.timeZone, addDays(q.endDate, 1), 0));
  const where: SQL[] = [
    eq(orders.shopId, shop.id),
    gte(orders.startsAt, from),
    lt(orders.startsAt, to),
  ];
  if (q.status?.length) where.push(inArray(orders.status, q.status));
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(asc(orders.startsAt), asc(orders.id))
    .limit(MAX_CALENDAR_ORDERS + 1);
  if (rows.length > MAX_CALENDAR_ORDERS) {
    throw invalid('endDate', '這段期間的預約太多，請縮小日期範圍');
  }
  return presentOrders(ctx.db, { rows, parts: q.parts, now: ctx.clock() });
}
