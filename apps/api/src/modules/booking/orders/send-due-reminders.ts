import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../lib/sql-rows';
import { notifyOrder } from '../../notifications';
import type { BookingContext } from '../context';

/**
 * Queues the reminder of every confirmed order whose reminder time has come (and that was booked
 * before it, so a last-minute booking is not reminded right after its confirmation): each is
 * recorded with its work item in one transaction, and the work queue sends it (decision 029).
 */
export async function sendDueReminders(ctx: BookingContext): Promise<number> {
  const now = ctx.clock().toISOString();
  const due = await ctx.db.execute<{ id: number; starts_at: string | Date }>(sql`
    select o.id, o.starts_at from orders o join shops s on s.id = o.shop_id
    where o.status = 'CONFIRMED'
      and s.reminder_minutes_before is not null
      and o.starts_at > ${now}::timestamptz
      and o.starts_at - make_interval(mins => s.reminder_minutes_before) <= ${now}::timestamptz
      and o.created_at < o.starts_at - make_interval(mins => s.reminder_minutes_before)
      and not exists (
        select 1 from order_notifications n where n.order_id = o.id and n.kind = 'REMINDER'
          and n.dedupe_key = 'reminder:' || o.id || ':' || (extract(epoch from o.starts_at) * 1000)::bigint
      )
    order by o.starts_at
    limit 200`);
  const rows = rowsOf<{ id: number; starts_at: string | Date }>(due);
  for (const row of rows) {
    const startsAt = new Date(row.starts_at).getTime();
    const orderId = Number(row.id);
    await notifyOrder(ctx, {
      orderId,
      kind: 'REMINDER',
      dedupeKey: `reminder:${orderId}:${startsAt}`,
    });
  }
  return rows.length;
}
