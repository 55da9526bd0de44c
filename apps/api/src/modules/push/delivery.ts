import { and, eq, lte, sql } from 'drizzle-orm';
import { pushMessages, pushRecipients } from '../../db/schema';
import type { JobDefinition } from '../../jobs';
import { rowsOf } from '../../lib/sql-rows';
import type { LineMessage } from '../../platform/line/messenger';
import { sellerChannelToken } from '../notifications';
import { audienceWithChannels } from './audience';
import type { PushContext } from './context';

/** Messages started per pass at most (each writes its whole audience in one statement). */
const START_BATCH = 20;

/**
 * A recipient claimed this long ago whose result was never written (its instance died mid-send)
 * is recorded FAILED and not sent again: at most once, rather than twice.
 */
export const STALE_CLAIM_MS = 10 * 60_000;

type Claimed = { id: number; userId: number; sellerId: number | null; address: string | null };
type MessageRow = typeof pushMessages.$inferSelect;

/**
 * Starts every SCHEDULED message that is due: one transaction moves it to SENDING (only if it
 * is still SCHEDULED, so of two instances one wins) and writes one PENDING recipient per user
 * of its audience with the channel that reaches them (SKIPPED when none does).
 */
export async function startDueMessages(ctx: PushContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: pushMessages.id })
    .from(pushMessages)
    .where(and(eq(pushMessages.status, 'SCHEDULED'), lte(pushMessages.sendAt, now)))
    .orderBy(pushMessages.sendAt)
    .limit(START_BATCH);
  let started = 0;
  for (const { id } of due) {
    started += await ctx.db.transaction(async (tx) => {
      const [message] = await tx
        .update(pushMessages)
        .set({ status: 'SENDING', startedAt: now })
        .where(and(eq(pushMessages.id, id), eq(pushMessages.status, 'SCHEDULED')))
        .returning();
      if (!message) return 0;
      const audience = { kind: message.audienceKind, id: message.audienceId };
      const inserted = await tx.execute(sql`
        insert into push_recipients (message_id, user_id, channel, seller_id, address, status, finished_at)
        select ${id}, r.user_id, r.channel, r.seller_id, r.address,
          case when r.channel = 'NONE' then 'SKIPPED' else 'PENDING' end,
          case when r.channel = 'NONE' then ${now.toISOString()}::timestamptz end
        from (${audienceWithChannels(audience)}) r
        on conflict (message_id, user_id) do nothing
        returning 1`);
      await tx
        .update(pushMessages)
        .set({ recipientCount: rowsOf(inserted).length })
        .where(eq(pushMessages.id, id));
      return 1;
    });
  }
  return started;
}

/**
 * Claims up to `limit` PENDING recipients of one channel of a message: one UPDATE under row
 * locks taken with SKIP LOCKED, so two instances never claim the same row. The claim is
 * committed before anything is sent.
 */
async function claimRecipients(
  ctx: PushContext,
  { messageId, channel, limit }: { messageId: number; channel: 'LINE' | 'SMS'; limit: number },
  now: Date,
): Promise<Claimed[]> {
  if (limit <= 0) return [];
  const claimed = await ctx.db.execute(sql`
    update push_recipients set status = 'CLAIMED', claimed_at = ${now.toISOString()}::timestamptz
    where status = 'PENDING' and id in (
      select id from push_recipients
      where message_id = ${messageId} and channel = ${channel} and status = 'PENDING'
      order by id limit ${limit}
      for update skip locked)
    returning id, user_id, seller_id, address`);
  return rowsOf<Record<string, unknown>>(claimed).map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    sellerId: r.seller_id === null ? null : Number(r.seller_id),
    address: (r.address as string | null) ?? null,
  }));
}

/** The LINE messages of a push message: its text (with the link), then its image. */
function lineMessages(ctx: PushContext, message: MessageRow): LineMessage[] {
  const text = message.linkUrl ? `${message.text}\n${message.linkUrl}` : message.text;
  const messages: LineMessage[] = [{ type: 'text', text }];
  if (message.imageUrl) {
    const url = `${ctx.publicBaseUrl}${message.imageUrl}`;
    messages.push({ type: 'image', originalContentUrl: url, previewImageUrl: `${url}?w=640` });
  }
  return messages;
}

/** Sends to one claimed recipient; resolves to the error text, or null when it went out. */
async function sendOne(
  ctx: PushContext,
  { message, channel, to }: { message: MessageRow; channel: 'LINE' | 'SMS'; to: Claimed },
  tokens: Map<number, string | null>,
): Promise<string | null> {
  try {
    if (!to.address) return '沒有收件地址';
    if (channel === 'SMS') {
      const text = message.linkUrl ? `${message.text} ${message.linkUrl}` : message.text;
      const sms = to.address.startsWith('+886') ? 'sms' : 'whatsapp';
      await ctx.sms.send({ to: to.address, text, channel: sms });
      return null;
    }
    if (!ctx.line || to.sellerId === null) return 'LINE 未設定';
    if (!tokens.has(to.sellerId)) {
      tokens.set(to.sellerId, await sellerChannelToken(ctx.db, ctx.line, to.sellerId));
    }
    const token = tokens.get(to.sellerId);
    if (!token) return '商家的 LINE 官方帳號已無法傳送';
    await ctx.line.messenger.push({
      channelAccessToken: token,
      to: to.address,
      messages: lineMessages(ctx, message),
    });
    return null;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, 500);
  }
}

/** Writes a claimed recipient's outcome (only while it is still CLAIMED). */
async function recordOutcome(ctx: PushContext, id: number, error: string | null) {
  await ctx.db
    .update(pushRecipients)
    .set({ status: error ? 'FAILED' : 'SENT', error, finishedAt: ctx.clock() })
    .where(and(eq(pushRecipients.id, id), eq(pushRecipients.status, 'CLAIMED')));
}

/**
 * One batch per channel over the SENDING messages, oldest first, within the channel's rate for
 * one tick: claim, send, record. Then claims older than {@link STALE_CLAIM_MS} become FAILED
 * and a message with nothing left PENDING or CLAIMED is DONE.
 */
export async function sendBatches(ctx: PushContext, now: Date) {
  const sending = await ctx.db
    .select()
    .from(pushMessages)
    .where(eq(pushMessages.status, 'SENDING'))
    .orderBy(pushMessages.startedAt, pushMessages.id);
  const tokens = new Map<number, string | null>();
  let sent = 0;
  let failed = 0;
  for (const channel of ['LINE', 'SMS'] as const) {
    let room = Math.max(1, Math.floor(ctx.rates[channel] * ctx.tickSeconds));
    for (const message of sending) {
      const claimed = await claimRecipients(
        ctx,
        { messageId: message.id, channel, limit: room },
        now,
      );
      room -= claimed.length;
      for (const to of claimed) {
        const error = await sendOne(ctx, { message, channel, to }, tokens);
        await recordOutcome(ctx, to.id, error);
        if (error) failed += 1;
        else sent += 1;
      }
      if (room <= 0) break;
    }
  }
  await failStaleClaims(ctx, now);
  await finishMessages(ctx, now);
  return { sent, failed };
}

async function failStaleClaims(ctx: PushContext, now: Date) {
  await ctx.db
    .update(pushRecipients)
    .set({ status: 'FAILED', error: '傳送中斷，為避免重複不再重送', finishedAt: now })
    .where(
      and(
        eq(pushRecipients.status, 'CLAIMED'),
        lte(pushRecipients.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    );
}

async function finishMessages(ctx: PushContext, now: Date) {
  await ctx.db
    .update(pushMessages)
    .set({ status: 'DONE', finishedAt: now })
    .where(
      and(
        eq(pushMessages.status, 'SENDING'),
        sql`not exists (select 1 from push_recipients r where r.message_id = ${pushMessages.id}
          and r.status in ('PENDING', 'CLAIMED'))`,
      ),
    );
}

/** One delivery pass: start the due messages, then send a batch per channel. */
export async function deliverPushMessages(ctx: PushContext) {
  const now = ctx.clock();
  const started = await startDueMessages(ctx, now);
  const { sent, failed } = await sendBatches(ctx, now);
  return { started, sent, failed };
}

/** The job that delivers push messages, every `intervalMs`. */
export function pushJobs(ctx: PushContext, intervalMs: number): JobDefinition[] {
  return [
    {
      name: 'deliver-push-messages',
      intervalMs,
      run: async () => {
        const { started, sent, failed } = await deliverPushMessages(ctx);
        return started + sent + failed;
      },
    },
  ];
}
