import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

/** Tries per message before it is left FAILED; waits 1, 2, 4, 8 minutes in between. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** How long a sender holds a message before another instance may try it. */
const LEASE_MS = 2 * 60_000;

type NotificationRow = typeof orderNotifications.$inferSelect;

/**
 * Queues one message about an order, at most once per `dedupeKey`: the key is claimed by
 * inserting its row (unique), so of several instances or retries only the first one queues it.
 * Delivery happens after the response (ctx.tasks); a failed delivery is retried by the jobs
 * with back-off. Nothing here throws: the order itself already stands.
 */
export async function notifyOrder(
  ctx: BookingContext,
  orderId: number,
  kind: NotificationKind,
  dedupeKey: string,
): Promise<void> {
  try {
    const message = await composeMessage(ctx, orderId, kind);
    if (!message) return;
    deliverLater(ctx, await claimMessage(ctx.db, { orderId, kind, dedupeKey, ...message }));
  } catch (error) {
    ctx.log.error({ err: error, orderId, kind }, 'order notification failed');
  }
}

/** What a message about an order says: everything needed, nothing loaded. */
export type MessageFacts = {
  shop: { displayName: string; address: string; timeZone: string };
  order: { orderKey: string; status: string; startsAt: Date };
  prepayment: { amount: number; currency: string; deadline: Date | null } | null;
};

export function composeBody(
  kind: NotificationKind,
  facts: MessageFacts,
  publicBaseUrl: string,
): string {
  const { shop, order, prepayment } = facts;
  const when = formatLocalTime(order.startsAt, shop.timeZone);
  const link = `${publicBaseUrl}/orders/${order.orderKey}`;
  const shopName = shop.displayName;
  switch (kind) {
    case 'CONFIRMATION':
      return order.status === 'AWAITING_PREPAYMENT' && prepayment?.deadline
        ? `【好約】已為您保留 ${shopName} ${when} 的預約，請於 ${formatLocalTime(prepayment.deadline, shop.timeZone)} 前支付訂金 ${money(prepayment.amount, prepayment.currency)}，逾期將自動取消。${link}`
        : `【好約】您已預約 ${shopName} ${when}。查看或變更：${link}`;
    case 'RESCHEDULED':
      return `【好約】您在 ${shopName} 的預約已改至 ${when}。${link}`;
    case 'CANCELLED':
      return `【好約】您在 ${shopName} ${when} 的預約已取消。${link}`;
    case 'EXPIRED':
      return `【好約】您在 ${shopName} ${when} 的預約因未於期限內支付訂金，已自動取消。${link}`;
    case 'REMINDER':
      return `【好約】提醒您：${when} 在 ${shopName} 有預約，地址：${shop.address}。${link}`;
  }
}

/**
 * Claims a message inside the caller's transaction (the outbox pattern): it commits or rolls
 * back with the change it announces. Returns the row to deliver after the commit, or null if
 * the key was already claimed.
 */
export async function claimMessage(
  db: Db,
  message: { orderId: number; kind: NotificationKind; dedupeKey: string; to: string; body: string },
): Promise<NotificationRow | null> {
  const [claimed] = await db
    .insert(orderNotifications)
    .values({
      orderId: message.orderId,
      kind: message.kind,
      channel: 'SMS',
      dedupeKey: message.dedupeKey,
      recipient: message.to,
      body: message.body,
      nextAttemptAt: new Date(Date.now() + LEASE_MS),
    })
    .onConflictDoNothing({ target: orderNotifications.dedupeKey })
    .returning();
  return claimed ?? null;
}

/** Sends a claimed message after the response. */
export function deliverLater(ctx: BookingContext, row: NotificationRow | null): void {
  if (row) ctx.tasks.run(() => deliver(ctx, row));
}

async function composeMessage(ctx: BookingContext, orderId: number, kind: NotificationKind) {
  const [row] = await ctx.db
    .select({ order: orders, shop: shops, customer: customers })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const to = row.order.profile.phoneNumber ?? row.customer.phoneNumber;
  if (!to) return null;
  const [prepayment] = await ctx.db
    .select()
    .from(paymentables)
    .where(eq(paymentables.orderId, orderId));
  return {
    to,
    body: composeBody(
      kind,
      { shop: row.shop, order: row.order, prepayment: prepayment ?? null },
      ctx.publicBaseUrl,
    ),
  };
}

/** One delivery try: SENT, or back to PENDING with back-off, or FAILED after the last try. */
async function deliver(ctx: BookingContext, row: NotificationRow): Promise<void> {
  const attempts = row.attempts + 1;
  try {
    await ctx.sms.send({
      to: row.recipient,
      text: row.body,
      channel: row.recipient.startsWith('+886') ? 'sms' : 'whatsapp',
    });
    await ctx.db
      .update(orderNotifications)
      .set({ status: 'SENT', attempts, sentAt: new Date(), error: null })
      .where(eq(orderNotifications.id, row.id));
  } catch (error) {
    const last = attempts >= MAX_DELIVERY_ATTEMPTS;
    ctx.log.warn({ err: error, notificationId: row.id, attempts }, 'message delivery failed');
    await ctx.db
      .update(orderNotifications)
      .set({
        status: last ? 'FAILED' : 'PENDING',
        attempts,
        error: String(error).slice(0, 500),
        nextAttemptAt: new Date(Date.now() + 2 ** (attempts - 1) * 60_000),
      })
      .where(eq(orderNotifications.id, row.id));
  }
}

/**
 * Retries messages whose delivery failed (or whose sender died). Rows are leased with SKIP
 * LOCKED, so instances running this together never send one message twice at once.
 */
export async function retryPendingNotifications(ctx: BookingContext): Promise<number> {
  const leased = await ctx.db
    .update(orderNotifications)
    .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
    .where(
      inArray(
        orderNotifications.id,
        ctx.db
          .select({ id: orderNotifications.id })
          .from(orderNotifications)
          .where(
            and(
              eq(orderNotifications.status, 'PENDING'),
              lte(orderNotifications.nextAttemptAt, new Date()),
            ),
          )
          .orderBy(orderNotifications.nextAttemptAt)
          .limit(100)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  for (const row of leased) await deliver(ctx, row);
  return leased.length;
}
