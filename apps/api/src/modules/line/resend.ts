import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@haoyue/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { customers, orderNotifications, orders, sellerMembers } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { LinePushError } from '../../platform/line/messenger';
import {
  composeOrderFlex,
  notingLineCall,
  orderLineRecipient,
  sellerChannelToken,
} from '../notifications';
import type { LineContext } from './context';

/** LINE's refusal as our 409, with its reason. */
export function pushFailed(error: unknown): AppError {
  if (error instanceof LinePushError) {
    const reason =
      error.status === 0 ? '無法連線到 LINE' : `LINE 回應 ${error.status}：${error.message}`;
    return AppError.of(ERROR_CODES.LINE_PUSH_FAILED, `訊息傳送失敗（${reason}）`);
  }
  return AppError.of(ERROR_CODES.LINE_PUSH_FAILED, '訊息傳送失敗');
}

/**
 * Which message to send again: the kind of the latest message queued for the order (its
 * confirmation, a change, the cancellation or expiry, a reminder, or the confirmation a paid
 * prepayment sends, whichever came last, resends included), or, when none was queued (nobody
 * could be reached then), what the order's status says.
 */
async function latestKind(ctx: LineContext, orderId: number, status: string) {
  const [latest] = await ctx.db
    .select({ kind: orderNotifications.kind })
    .from(orderNotifications)
    .where(eq(orderNotifications.orderId, orderId))
    .orderBy(desc(orderNotifications.id))
    .limit(1);
  return latest?.kind ?? (status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMATION');
}

/**
 * POST /v1/orders:resend-line-flex-messages: the order's latest customer message pushed again
 * to its customer's LINE user, built from the order as it is now, under a new retry key (a new
 * message, not a retry). The order's customer or any member of its seller may ask; others get
 * 404.
 */
export async function resendOrderFlex(ctx: LineContext, userId: number, orderId: number) {
  const [order] = await ctx.db
    .select({
      id: orders.id,
      sellerId: orders.sellerId,
      status: orders.status,
      customerUserId: customers.userId,
      memberId: sellerMembers.id,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(
      sellerMembers,
      and(eq(sellerMembers.sellerId, orders.sellerId), eq(sellerMembers.userId, userId)),
    )
    .where(eq(orders.id, orderId));
  if (!order || (order.customerUserId !== userId && order.memberId === null)) {
    throw notFound('找不到訂單');
  }
  const recipient = await orderLineRecipient(ctx.db, orderId);
  if (!recipient?.lineUserId) {
    throw AppError.of(ERROR_CODES.LINE_NOT_LINKED, '此顧客尚未綁定 LINE，無法傳送 LINE 訊息');
  }
  const token = await sellerChannelToken(ctx.db, ctx.notifier, order.sellerId);
  if (!token) {
    throw AppError.of(
      ERROR_CODES.LINE_NOT_CONFIGURED,
      '商家尚未設定 LINE 官方帳號的 Channel Access Token',
    );
  }
  const kind = await latestKind(ctx, orderId, order.status);
  const flex = await composeOrderFlex(ctx.db, { publicBaseUrl: ctx.publicBaseUrl, orderId, kind });
  if (!flex) throw notFound('找不到訂單');
  const retryKey = randomUUID();
  try {
    const to = recipient.lineUserId;
    await notingLineCall(ctx.db, order.sellerId, () =>
      ctx.notifier.messenger.push({ channelAccessToken: token, to, messages: [flex], retryKey }),
    );
  } catch (error) {
    throw pushFailed(error);
  }
  const sentAt = ctx.clock();
  // Kept with the order's other messages (already sent: the jobs never touch it).
  await ctx.db.insert(orderNotifications).values({
    orderId,
    kind,
    channel: 'LINE',
    dedupeKey: `resend:${orderId}:${retryKey}`,
    recipient: recipient.lineUserId,
    body: JSON.stringify(flex),
    status: 'SENT',
    attempts: 1,
    retryKey,
    sentAt,
  });
  return { to: recipient.lineUserId, sentAt: sentAt.toISOString() };
}

/** POST …/line-settings:test-message: a zh-TW text with the stored token. */
export async function sendTestMessage(ctx: LineContext, sellerId: number, lineUserId: string) {
  const token = await sellerChannelToken(ctx.db, ctx.notifier, sellerId);
  if (!token) {
    throw AppError.of(
      ERROR_CODES.LINE_NOT_CONFIGURED,
      '請先設定 Messaging API 的 Channel Access Token',
    );
  }
  try {
    await notingLineCall(ctx.db, sellerId, () =>
      ctx.notifier.messenger.push({
        channelAccessToken: token,
        to: lineUserId,
        messages: [
          { type: 'text', text: '【好約】這是一則測試訊息：您的 LINE 官方帳號已可傳送預約通知。' },
        ],
        retryKey: randomUUID(),
      }),
    );
  } catch (error) {
    throw pushFailed(error);
  }
  return { sent: true as const };
}
