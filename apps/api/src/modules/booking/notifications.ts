import { eq } from 'drizzle-orm';
import { customers, orderNotifications, orders, paymentables, shops } from '../../db/schema';
import type { BookingContext } from './context';

export type NotificationKind = (typeof orderNotifications.$inferInsert)['kind'];

const CURRENCY_SYMBOL: Record<string, string> = {
  TWD: 'NT$',
  HKD: 'HK$',
  SGD: 'S$',
  MYR: 'RM',
  MOP: 'MOP$',
};

function money(amount: number, currency: string): string {
  return `${CURRENCY_SYMBOL[currency] ?? `${currency} `}${(amount / 100).toLocaleString('en-US')}`;
}

/** 12月3日（四）下午2:30 in the shop's zone. */
export function formatLocalTime(instant: Date, timeZone: string): string {
  const f = new Intl.DateTimeFormat('zh-TW', {
    timeZone,
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.month}月${p.day}日（${(p.weekday ?? '').replace('週', '')}）${p.dayPeriod}${p.hour}:${p.minute}`;
}

/**
 * Sends one message about an order, at most once per `dedupeKey`: the key is claimed by
 * inserting its row (unique), so of several instances or retries only the first one sends.
 * Delivery failures are recorded on the row, never thrown: the order itself already stands.
 */
export async function notifyOrder(
  ctx: BookingContext,
  orderId: number,
  kind: NotificationKind,
  dedupeKey: string,
): Promise<void> {
  try {
    const [row] = await ctx.db
      .select({ order: orders, shop: shops, customer: customers })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, orderId));
    if (!row) return;
    const phone = row.order.profile.phoneNumber ?? row.customer.phoneNumber;
    if (!phone) return;
    const [prepayment] = await ctx.db
      .select()
      .from(paymentables)
      .where(eq(paymentables.orderId, orderId));
    const when = formatLocalTime(row.order.startsAt, row.shop.timeZone);
    const link = `${ctx.publicBaseUrl}/orders/${row.order.orderKey}`;
    const shopName = row.shop.displayName;
    let body: string;
    switch (kind) {
      case 'CONFIRMATION':
        body =
          row.order.status === 'AWAITING_PREPAYMENT' && prepayment?.deadline
            ? `【好約】已為您保留 ${shopName} ${when} 的預約，請於 ${formatLocalTime(prepayment.deadline, row.shop.timeZone)} 前支付訂金 ${money(prepayment.amount, prepayment.currency)}，逾期將自動取消。${link}`
            : `【好約】您已預約 ${shopName} ${when}。查看或變更：${link}`;
        break;
      case 'RESCHEDULED':
        body = `【好約】您在 ${shopName} 的預約已改至 ${when}。${link}`;
        break;
      case 'CANCELLED':
        body = `【好約】您在 ${shopName} ${when} 的預約已取消。${link}`;
        break;
      case 'EXPIRED':
        body = `【好約】您在 ${shopName} ${when} 的預約因未於期限內支付訂金，已自動取消。${link}`;
        break;
      case 'REMINDER':
        body = `【好約】提醒您：${when} 在 ${shopName} 有預約，地址：${row.shop.address}。${link}`;
        break;
    }
    const [claimed] = await ctx.db
      .insert(orderNotifications)
      .values({ orderId, kind, channel: 'SMS', dedupeKey, recipient: phone, body })
      .onConflictDoNothing({ target: orderNotifications.dedupeKey })
      .returning({ id: orderNotifications.id });
    if (!claimed) return;
    try {
      await ctx.sms.send({
        to: phone,
        text: body,
        channel: phone.startsWith('+886') ? 'sms' : 'whatsapp',
      });
      await ctx.db
        .update(orderNotifications)
        .set({ status: 'SENT', sentAt: new Date() })
        .where(eq(orderNotifications.id, claimed.id));
    } catch (error) {
      await ctx.db
        .update(orderNotifications)
        .set({ status: 'FAILED', error: String(error).slice(0, 500) })
        .where(eq(orderNotifications.id, claimed.id));
    }
  } catch (error) {
    ctx.log.error({ err: error, orderId, kind }, 'order notification failed');
  }
}
