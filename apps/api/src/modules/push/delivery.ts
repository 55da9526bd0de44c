import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushChannelPace, pushMessages, pushRecipients } from '../../db/schema';
import type { WorkKind, WorkQueue } from '../../jobs/work-queue';
import { rowsOf } from '../../lib/sql-rows';
import type { LineMessage } from '../../platform/line/messenger';
import { sellerChannelToken } from '../notifications';
import { audienceWithChannels } from './audience';
import type { PushContext } from './context';

/*
 * Delivery of admin push messages on the work queue (decision 029, issue 42).
 *
 * Items. A message gets one `push-message` item ({ messageId }) in the transaction that sends or
 * schedules it, due at its `sendAt` (the queue's startAfter). An item does one step and queues the
 * message's next item, so a message is a chain of items, each retried by the queue on its own:
 *  - the first starts the message: SCHEDULED → SENDING and one PENDING recipient per user of the
 *    audience, with the channel that reaches them (SKIPPED when none does), in one transaction;
 *  - each item sends one batch per channel (claim, send, record) and queues the next for when the
 *    channel may send again; the item that finds nothing left makes the message DONE.
 * Every item reads the message first: a CANCELLED or DONE message's item does nothing, and one
 * run before the message's `sendAt` (by the app's clock) queues itself again for then. The next
 * item's id is derived from the item's own, so a try that runs twice (a retry, or a lease that ran
 * out while the first try still ran) queues it once: one chain per message.
 *
 * Pace. pg-boss has no rate limit, so each channel has a row in `push_channel_pace`. A batch of a
 * channel is claimed only once the row's `next_at` has come, in a transaction that locks the row
 * and moves `next_at` on by (recipients claimed) / rate; a batch is at most rate × batchSeconds
 * recipients (and PUSH_MAX_BATCH). So each channel sends at most its rate (after one batch) over
 * all messages, items and instances together, whoever claims; an item that finds its channel
 * busy queues the next for `next_at`, and messages sending at once take turns by the batch. (The
 * queue's 2-second poll bounds one message to PUSH_MAX_BATCH per poll, ~100/s per channel.)
 *
 * At most once. A recipient is claimed (PENDING → CLAIMED, committed) before it is sent, under
 * the pace lock with SKIP LOCKED, so two tries never claim the same row; a claim whose result was
 * never written (its instance died mid-send) is written off as FAILED after STALE_CLAIM_MS and
 * never sent again.
 *
 * Giving up. An item that failed its last try (its handler threw, or its lease ran out with no
 * tries left) goes to the kind's dead-letter queue, whose handler marks the message FAILED: what
 * went out is counted, what did not stays PENDING. Retrying the item from the admin jobs page runs
 * it again, which resumes the message.
 */

/** The work kind that delivers push messages. */
export const PUSH_MESSAGE = 'push-message';

/** A push message's item: the message to start, or to send the next batch of. */
export type PushItem = { messageId: number };

/** Seconds of a channel's rate one batch holds in the app (PushContext.batchSeconds). */
export const PUSH_BATCH_SECONDS = 10;

/** Recipients of one channel one item claims at most, whatever the rate. */
export const PUSH_MAX_BATCH = 200;

/** How long a try may take before the queue gives the item to another instance (its lease). */
const ITEM_LEASE_SECONDS = 5 * 60;

/**
 * A recipient claimed this long ago whose result was never written (its instance died mid-send)
 * is recorded FAILED and not sent again: at most once, rather than twice. Longer than an item's
 * lease, so a try still running is not written off under it.
 */
export const STALE_CLAIM_MS = 10 * 60_000;

/**
 * How early (by the app's clock) an item may find a message's `sendAt` and still start it: the
 * queue wakes it by the database's clock, and the two may differ a little.
 */
const CLOCK_SLACK_MS = 1_000;
/** The same for a channel's pace: so little that it lets no batch through early at any rate. */
const PACE_SLACK_MS = 50;

type Claimed = { id: number; userId: number; sellerId: number | null; address: string | null };
type MessageRow = typeof pushMessages.$inferSelect;
type Channel = 'LINE' | 'SMS';
type Item = { id: string; retryCount: number };

const iso = (d: Date) => d.toISOString();

/**
 * Queues a message's delivery inside the transaction that sends or schedules it (`tx`), due at
 * its `sendAt`: the message and its item are committed together or not at all.
 */
export async function queuePushMessage(
  work: Pick<WorkQueue, 'send'> | undefined,
  tx: Db,
  { message, now }: { message: { id: number; sendAt: Date }; now: Date },
): Promise<void> {
  if (!work) throw new Error('push messages need the work queue');
  const later = message.sendAt.getTime() > now.getTime();
  await work.send<PushItem>(
    { name: PUSH_MESSAGE },
    { messageId: message.id },
    { db: tx, ...(later ? { startAfter: message.sendAt } : {}) },
  );
}

/** The id of the item that follows `id` in its message's chain: the same for every try of it. */
export function nextItemId(id: string): string {
  const h = createHash('sha256').update(`${PUSH_MESSAGE}:${id}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Queues the message's next item, due at `at` (once, however often this try runs). */
async function queueNext(
  ctx: PushContext,
  item: Item,
  { messageId, at }: { messageId: number; at: Date },
) {
  if (!ctx.work) throw new Error('push messages need the work queue');
  await ctx.work.send<PushItem>(
    { name: PUSH_MESSAGE },
    { messageId },
    { id: nextItemId(item.id), startAfter: at },
  );
}

async function readMessage(ctx: PushContext, id: number): Promise<MessageRow | undefined> {
  const [row] = await ctx.db.select().from(pushMessages).where(eq(pushMessages.id, id));
  return row;
}

/**
 * Starts a SCHEDULED message: one transaction moves it to SENDING (only if it is still
 * SCHEDULED: not cancelled meanwhile, not started by another try) and writes one PENDING
 * recipient per user of its audience with the channel that reaches them (SKIPPED when none does).
 */
async function startMessage(ctx: PushContext, id: number, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .update(pushMessages)
      .set({ status: 'SENDING', startedAt: now })
      .where(and(eq(pushMessages.id, id), eq(pushMessages.status, 'SCHEDULED')))
      .returning();
    if (!message) return;
    const audience = { kind: message.audienceKind, id: message.audienceId };
    const inserted = await tx.execute(sql`
      insert into push_recipients (message_id, user_id, channel, seller_id, address, status, finished_at)
      select ${id}, r.user_id, r.channel, r.seller_id, r.address,
        case when r.channel = 'NONE' then 'SKIPPED' else 'PENDING' end,
        case when r.channel = 'NONE' then ${iso(now)}::timestamptz end
      from (${audienceWithChannels(audience)}) r
      on conflict (message_id, user_id) do nothing
      returning 1`);
    await tx
      .update(pushMessages)
      .set({ recipientCount: rowsOf(inserted).length })
      .where(eq(pushMessages.id, id));
  });
}

/**
 * Claims up to `limit` PENDING recipients of one channel of a message: one UPDATE under row
 * locks taken with SKIP LOCKED, so two tries never claim the same row. Committed with the pace
 * (claimBatch) before anything is sent.
 */
async function claimRecipients(
  tx: Db,
  { messageId, channel, limit }: { messageId: number; channel: Channel; limit: number },
  now: Date,
): Promise<Claimed[]> {
  const claimed = await tx.execute(sql`
    update push_recipients set status = 'CLAIMED', claimed_at = ${iso(now)}::timestamptz
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

/**
 * One batch of a channel for a message, if the channel's pace allows one now: locks the
 * channel's pace row (made on first use), claims up to rate × batchSeconds recipients and moves
 * the pace on by what it claimed / rate, in one transaction. Nothing when the channel is busy.
 */
async function claimBatch(
  ctx: PushContext,
  { messageId, channel }: { messageId: number; channel: Channel },
): Promise<Claimed[]> {
  const rate = ctx.rates[channel];
  const limit = Math.max(1, Math.min(PUSH_MAX_BATCH, Math.floor(rate * ctx.batchSeconds)));
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const [pace] = rowsOf<{ next_at: Date | string }>(
      await tx.execute(sql`
        insert into push_channel_pace (channel, next_at) values (${channel}, ${iso(now)}::timestamptz)
        on conflict (channel) do update set next_at = push_channel_pace.next_at
        returning next_at`),
    );
    const nextAt = new Date(pace!.next_at).getTime();
    if (nextAt > now.getTime() + PACE_SLACK_MS) return [];
    const claimed = await claimRecipients(tx, { messageId, channel, limit }, now);
    if (claimed.length > 0) {
      const from = Math.max(nextAt, now.getTime());
      await tx
        .update(pushChannelPace)
        .set({ nextAt: new Date(from + Math.ceil((claimed.length / rate) * 1000)) })
        .where(eq(pushChannelPace.channel, channel));
    }
    return claimed;
  });
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
  { message, channel, to }: { message: MessageRow; channel: Channel; to: Claimed },
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

/** The message's claims older than STALE_CLAIM_MS become FAILED: never sent again. */
async function failStaleClaims(ctx: PushContext, messageId: number, now: Date) {
  await ctx.db
    .update(pushRecipients)
    .set({ status: 'FAILED', error: '傳送中斷，為避免重複不再重送', finishedAt: now })
    .where(
      and(
        eq(pushRecipients.messageId, messageId),
        eq(pushRecipients.status, 'CLAIMED'),
        lte(pushRecipients.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    );
}

/** DONE when nothing is PENDING or CLAIMED any more; true if it is now. */
async function finishMessage(ctx: PushContext, messageId: number, now: Date): Promise<boolean> {
  const done = await ctx.db
    .update(pushMessages)
    .set({ status: 'DONE', finishedAt: now })
    .where(
      and(
        eq(pushMessages.id, messageId),
        eq(pushMessages.status, 'SENDING'),
        sql`not exists (select 1 from push_recipients r where r.message_id = ${pushMessages.id}
          and r.status in ('PENDING', 'CLAIMED'))`,
      ),
    )
    .returning({ id: pushMessages.id });
  return done.length > 0;
}

/**
 * When the message's next step can do something: with recipients PENDING, once the first of
 * their channels may send (not before a second from now if this try sent nothing, so a busy
 * channel is not asked in a loop); with only claims of other tries left, once the oldest would
 * be stale; null when nothing is left.
 */
async function nextStepAt(
  ctx: PushContext,
  messageId: number,
  { now, progressed }: { now: Date; progressed: boolean },
): Promise<Date | null> {
  const [row] = rowsOf<{ pending: boolean; paced_at: unknown; oldest_claim: unknown }>(
    await ctx.db.execute(sql`
      select
        exists (select 1 from push_recipients r
          where r.message_id = ${messageId} and r.status = 'PENDING') as pending,
        (select min(p.next_at) from push_channel_pace p where p.channel in (
          select r.channel from push_recipients r
          where r.message_id = ${messageId} and r.status = 'PENDING')) as paced_at,
        (select min(r.claimed_at) from push_recipients r
          where r.message_id = ${messageId} and r.status = 'CLAIMED') as oldest_claim`),
  );
  const at = (value: unknown) => (value == null ? null : new Date(value as string | Date));
  if (row?.pending) {
    const paced = at(row.paced_at)?.getTime() ?? now.getTime();
    const earliest = now.getTime() + (progressed ? 0 : CLOCK_SLACK_MS);
    return new Date(Math.max(paced, earliest));
  }
  const oldest = at(row?.oldest_claim);
  return oldest ? new Date(oldest.getTime() + STALE_CLAIM_MS + CLOCK_SLACK_MS) : null;
}

/**
 * One item of a message (see the top of this file): starts it when due, sends one batch per
 * channel as the pace allows, writes off stale claims, then makes it DONE or queues the next item.
 * Does nothing for a message no longer to send (cancelled, done, deleted).
 */
export async function workPushMessage(
  ctx: PushContext,
  { messageId }: PushItem,
  item: Item,
): Promise<void> {
  let message = await readMessage(ctx, messageId);
  if (message?.status === 'FAILED') {
    // Its delivery gave up and the item is being retried (admin jobs page): resume it.
    await ctx.db
      .update(pushMessages)
      .set({
        status: sql`case when ${pushMessages.startedAt} is null then 'SCHEDULED' else 'SENDING' end`,
        finishedAt: null,
      })
      .where(and(eq(pushMessages.id, messageId), eq(pushMessages.status, 'FAILED')));
    message = await readMessage(ctx, messageId);
  }
  if (message?.status === 'SCHEDULED') {
    if (message.sendAt.getTime() > ctx.clock().getTime() + CLOCK_SLACK_MS) {
      await queueNext(ctx, item, { messageId, at: message.sendAt });
      return;
    }
    await startMessage(ctx, messageId, ctx.clock());
    message = await readMessage(ctx, messageId);
  }
  if (message?.status !== 'SENDING') return;

  const tokens = new Map<number, string | null>();
  let progressed = false;
  for (const channel of ['LINE', 'SMS'] as const) {
    const claimed = await claimBatch(ctx, { messageId, channel });
    if (claimed.length > 0) progressed = true;
    for (const to of claimed) {
      await recordOutcome(ctx, to.id, await sendOne(ctx, { message, channel, to }, tokens));
    }
  }
  const now = ctx.clock();
  await failStaleClaims(ctx, messageId, now);
  if (await finishMessage(ctx, messageId, now)) return;
  const at = await nextStepAt(ctx, messageId, { now, progressed });
  if (at) await queueNext(ctx, item, { messageId, at });
}

/**
 * A message whose item failed its last try: FAILED (from SCHEDULED or SENDING), so the history
 * shows that it gave up and what went out; what was not sent stays PENDING.
 */
export async function markPushMessageFailed(ctx: PushContext, { messageId }: PushItem) {
  const failed = await ctx.db
    .update(pushMessages)
    .set({ status: 'FAILED', finishedAt: ctx.clock() })
    .where(
      and(eq(pushMessages.id, messageId), inArray(pushMessages.status, ['SCHEDULED', 'SENDING'])),
    )
    .returning({ id: pushMessages.id });
  if (failed.length > 0) ctx.log.warn({ messageId }, 'push message: delivery gave up');
}

/**
 * The push messages' queue: an item tried 6 times over about a quarter of an hour (30 s, then
 * twice as long each time) before it is FAILED, and its message with it.
 */
export function pushWorkKinds(ctx: PushContext): WorkKind<PushItem>[] {
  return [
    {
      name: PUSH_MESSAGE,
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 15 * 60,
      expireInSeconds: ITEM_LEASE_SECONDS,
      handle: (data, item) => workPushMessage(ctx, data, item),
      onFailed: (data) => markPushMessageFailed(ctx, data),
    },
  ];
}
