import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { preparedOn } from '../../db/prepared';
import type { Db } from '../../db/client';
import {
  bookings,
  bookingServiceItems,
  customers,
  lineFriendships,
  lineSettings,
  operators,
  orderNotifications,
  orders,
  paymentables,
  shops,
} from '../../db/schema';
import type { LineMessage } from '../../platform/line/messenger';
import type { LineNotifier, NotificationContext } from './context';
import { notingLineCall } from './line-calls';
import { composeFlex, type FlexFacts } from './message-flex';
import type { NotificationKind } from './message-text';
import type { NotificationRow } from './outbox';

export type { LineNotifier } from './context';

/**
 * The seller's Messaging API token, opened, or null when none is stored or a platform admin
 * disabled the seller's LINE channels (then nothing is pushed, as with no token).
 */
export async function sellerChannelToken(
  db: Db,
  line: LineNotifier,
  sellerId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ sealed: lineSettings.channelAccessTokenCiphertext })
    .from(lineSettings)
    .where(and(eq(lineSettings.sellerId, sellerId), isNull(lineSettings.disabledAt)));
  if (!row?.sealed) return null;
  const token = line.secrets.open(row.sealed);
  line.onTokenOpened?.(token);
  return token;
}

/**
 * The order's LINE recipient: its customer's linked LINE user, and whether they follow the seller.
 * Asked once per order's first message: prepared, like the other statements of every order.
 */
export async function orderLineRecipient(db: Db, orderId: number) {
  const statement = preparedOn(db, 'order_line_recipient', (d) =>
    d
      .select({
        sellerId: orders.sellerId,
        lineUserId: customers.lineUserId,
        isFriend: lineFriendships.isFriend,
        hasToken: lineSettings.channelAccessTokenCiphertext,
        disabledAt: lineSettings.disabledAt,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(lineSettings, eq(lineSettings.sellerId, orders.sellerId))
      .leftJoin(
        lineFriendships,
        and(
          eq(lineFriendships.sellerId, orders.sellerId),
          eq(lineFriendships.lineUserId, customers.lineUserId),
        ),
      )
      .where(eq(orders.id, sql.placeholder('orderId')))
      .prepare('order_line_recipient'),
  );
  const [row] = await statement.execute({ orderId });
  if (!row) return null;
  return {
    sellerId: row.sellerId,
    lineUserId: row.lineUserId,
    isFriend: row.isFriend === true,
    // Disabled channels push nothing: as if no token were stored.
    hasToken: row.hasToken !== null && row.disabledAt === null,
  };
}

/** Everything the order's flex card shows, as the database has it now. */
export async function loadFlexFacts(db: Db, orderId: number): Promise<FlexFacts | null> {
  const [row] = await db
    .select({ order: orders, shop: shops })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db
    .select({ name: bookingServiceItems.name, operator: operators.displayName })
    .from(bookings)
    .innerJoin(bookingServiceItems, eq(bookingServiceItems.bookingId, bookings.id))
    .innerJoin(operators, eq(operators.id, bookings.operatorId))
    .where(eq(bookings.orderId, orderId))
    .orderBy(asc(bookings.startsAt), asc(bookingServiceItems.position));
  const [prepayment] = await db
    .select()
    .from(paymentables)
    .where(and(eq(paymentables.orderId, orderId), eq(paymentables.type, 'PREPAYMENT')));
  const operatorNames = [...new Set(items.map((i) => i.operator))];
  return {
    sellerId: row.order.sellerId,
    shop: row.shop,
    order: row.order,
    services: items.map((i) => i.name),
    operator: operatorNames.length ? operatorNames.join('、') : null,
    prepayment: prepayment ?? null,
  };
}

export interface ComposeOrderFlexInput {
  publicBaseUrl: string;
  orderId: number;
  kind: NotificationKind;
}

/** The flex message about an order, or null when the order is gone. */
export async function composeOrderFlex(
  db: Db,
  { publicBaseUrl, orderId, kind }: ComposeOrderFlexInput,
): Promise<LineMessage | null> {
  const facts = await loadFlexFacts(db, orderId);
  return facts && composeFlex(kind, facts, publicBaseUrl);
}

/**
 * On a message's first try: when the seller can push (a Messaging API token) and the customer's
 * linked LINE user follows the seller, the queued SMS becomes a LINE flex message. The choice,
 * the flex body and a fresh retry key are written to the row before anything is sent, so every
 * retry pushes the same message under the same key (LINE runs it once). Null: stays SMS.
 */
export async function switchToLine(
  ctx: NotificationContext,
  row: NotificationRow,
): Promise<NotificationRow | null> {
  if (!ctx.line || row.channel !== 'SMS' || row.attempts > 0) return null;
  const to = await orderLineRecipient(ctx.db, row.orderId);
  if (!to?.lineUserId || !to.isFriend || !to.hasToken) return null;
  const flex = await composeOrderFlex(ctx.db, {
    publicBaseUrl: ctx.publicBaseUrl,
    orderId: row.orderId,
    kind: row.kind,
  });
  if (!flex) return null;
  const [switched] = await ctx.db
    .update(orderNotifications)
    .set({
      channel: 'LINE',
      recipient: to.lineUserId,
      body: JSON.stringify(flex),
      retryKey: randomUUID(),
    })
    .where(and(eq(orderNotifications.id, row.id), eq(orderNotifications.channel, 'SMS')))
    .returning();
  return switched ?? null;
}

/**
 * Pushes a LINE row with its stored retry key. LINE's 409 to a known key means an earlier try
 * already went through: that counts as sent, and nothing is pushed twice.
 */
export async function pushLineRow(ctx: NotificationContext, row: NotificationRow): Promise<void> {
  if (!ctx.line) throw new Error('LINE messaging is not configured in this app');
  const [order] = await ctx.db
    .select({ sellerId: orders.sellerId })
    .from(orders)
    .where(inArray(orders.id, [row.orderId]));
  const token = order && (await sellerChannelToken(ctx.db, ctx.line, order.sellerId));
  if (!token) throw new Error('the seller has no Messaging API token any more');
  const line = ctx.line;
  try {
    await notingLineCall(ctx.db, order.sellerId, () =>
      line.messenger.push({
        channelAccessToken: token,
        to: row.recipient,
        messages: [JSON.parse(row.body) as LineMessage],
        retryKey: row.retryKey ?? undefined,
      }),
    );
  } catch (error) {
    if ((error as { alreadyAccepted?: boolean }).alreadyAccepted) return;
    throw error;
  }
}
