import {
  ERROR_CODES,
  type TCreatePushMessage,
  type TPushMessage,
  type TPushMessagesQuery,
  type TUpdatePushDraft,
} from '@haoyue/contracts';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cities,
  countries,
  industries,
  pushMessages,
  pushRecipients,
  sellers,
  users,
} from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import type { WorkQueue } from '../../jobs/work-queue';
import { type AdminActor, recordAdminAudit } from '../admin';
import { retireUpload } from '../uploads';
import { checkAudienceTarget } from './audience';
import { queuePushMessage } from './delivery';

type Actor = Exclude<AdminActor, 'system'>;
type CreateInput = TCreatePushMessage;
/** Where a message's delivery is queued, with the transaction that sends or schedules it. */
type Work = Pick<WorkQueue, 'send'> | undefined;

/** Countries with their cities, industries and sellers, by name: the audience pickers. */
export async function audienceOptions(db: Db) {
  const [countryRows, cityRows, industryRows, sellerRows] = await Promise.all([
    db
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .orderBy(asc(countries.position), asc(countries.id)),
    db
      .select({ id: cities.id, name: cities.name, countryId: cities.countryId })
      .from(cities)
      .orderBy(asc(cities.position), asc(cities.id)),
    db
      .select({ id: industries.id, name: industries.name })
      .from(industries)
      .orderBy(asc(industries.position), asc(industries.id)),
    db
      .select({ id: sellers.id, name: sellers.displayName })
      .from(sellers)
      .where(sql`exists (select 1 from line_settings ls where ls.seller_id = ${sellers.id})`)
      .orderBy(asc(sellers.displayName), asc(sellers.id)),
  ]);
  return {
    countries: countryRows.map((c) => ({
      ...c,
      cities: cityRows
        .filter((city) => city.countryId === c.id)
        .map(({ id, name }) => ({ id, name })),
    })),
    industries: industryRows,
    sellers: sellerRows,
  };
}

type Content = TUpdatePushDraft;
type MessageRow = typeof pushMessages.$inferSelect;

/** The audience as stored (no id for ALL), its target checked to exist: 404 if gone. */
async function checkedAudience(db: Db, audience: Content['audience']) {
  const checked = {
    kind: audience.kind,
    id: audience.kind === 'ALL' ? null : (audience.id ?? null),
  };
  await checkAudienceTarget(db, checked);
  return checked;
}

/** When a message goes out: `sendAt` if given (it must lie in the future), else now. */
function checkedSendAt(sendAt: string | null | undefined, now: Date): Date {
  if (!sendAt) return now;
  const at = new Date(sendAt);
  if (at.getTime() <= now.getTime()) throw invalid('sendAt', '排程時間須晚於現在');
  return at;
}

/** What an audit row keeps of a message's content. */
const auditedContent = (row: MessageRow) => ({
  text: row.text,
  imageUrl: row.imageUrl,
  linkUrl: row.linkUrl,
  audienceKind: row.audienceKind,
  audienceId: row.audienceId,
  sendAt: row.sendAt.toISOString(),
});

/**
 * Saves a message to send now (due at once) or at `sendAt` (in the future), its delivery queued
 * with it (delivery.ts), or as a DRAFT that is never delivered (`draft`); audited.
 */
export async function createPushMessage(
  db: Db,
  { actor, input, now, work }: { actor: Actor; input: CreateInput; now: Date; work: Work },
): Promise<TPushMessage> {
  const content = await checkedContent(db, input, now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushMessages)
      .values({
        ...content,
        status: input.draft ? 'DRAFT' : 'SCHEDULED',
        createdBy: actor.userId,
      })
      .returning();
    await recordAdminAudit(tx, {
      actor,
      action: input.draft
        ? 'push_message.draft'
        : input.sendAt
          ? 'push_message.schedule'
          : 'push_message.send',
      target: { type: 'push_message', id: row!.id },
      after: auditedContent(row!),
    });
    if (!input.draft) await queuePushMessage(work, tx, { message: row!, now });
    return row!.id;
  });
  return getPushMessage(db, id);
}

/**
 * A message's content as its columns, its audience and `sendAt` checked (checkedAudience,
 * checkedSendAt): create and a draft's edit check and write the same.
 */
async function checkedContent(db: Db, input: Content, now: Date) {
  const audience = await checkedAudience(db, input.audience);
  return {
    text: input.text,
    imageUrl: input.imageUrl ?? null,
    linkUrl: input.linkUrl ?? null,
    audienceKind: audience.kind,
    audienceId: audience.id,
    sendAt: checkedSendAt(input.sendAt, now),
  };
}

/** The message locked for the change, which only a draft takes: 404 if none, 409 if not a draft. */
async function lockDraft(tx: Db, id: number, refusal: string): Promise<MessageRow> {
  const [row] = await tx.select().from(pushMessages).where(eq(pushMessages.id, id)).for('update');
  if (!row) throw notFound('找不到推播訊息');
  if (row.status !== 'DRAFT') throw AppError.of(ERROR_CODES.PUSH_MESSAGE_STATE, refusal);
  return row;
}

/**
 * Rewrites a draft's content, checked as on create; 409 unless it is still a draft. An image it
 * no longer shows is let go of (removed later unless another message shows it). Audited.
 */
export async function updatePushDraft(
  db: Db,
  { actor, id, input, now }: { actor: Actor; id: number; input: Content; now: Date },
): Promise<TPushMessage> {
  const content = await checkedContent(db, input, now);
  await db.transaction(async (tx) => {
    const before = await lockDraft(tx, id, '訊息已不是草稿，無法編輯');
    const [after] = await tx
      .update(pushMessages)
      .set(content)
      .where(eq(pushMessages.id, id))
      .returning();
    if (before.imageUrl && before.imageUrl !== after!.imageUrl) {
      await retireUpload(tx, before.imageUrl, now);
    }
    await recordAdminAudit(tx, {
      actor,
      action: 'push_message.update',
      target: { type: 'push_message', id },
      before: auditedContent(before),
      after: auditedContent(after!),
    });
  });
  return getPushMessage(db, id);
}

/**
 * Sends a draft: it becomes SCHEDULED, due now or at `sendAt` (in the future), its delivery
 * queued with it, its audience checked again (its target may be gone since). 409 unless it is
 * still a draft. Audited.
 */
export async function sendPushDraft(
  db: Db,
  {
    actor,
    id,
    sendAt: at,
    now,
    work,
  }: { actor: Actor; id: number; sendAt?: string | null; now: Date; work: Work },
): Promise<TPushMessage> {
  const sendAt = checkedSendAt(at, now);
  await db.transaction(async (tx) => {
    const row = await lockDraft(tx, id, '訊息已不是草稿，無法發送');
    await checkAudienceTarget(tx, { kind: row.audienceKind, id: row.audienceId });
    const [after] = await tx
      .update(pushMessages)
      .set({ status: 'SCHEDULED', sendAt })
      .where(eq(pushMessages.id, id))
      .returning();
    await recordAdminAudit(tx, {
      actor,
      action: at ? 'push_message.schedule' : 'push_message.send',
      target: { type: 'push_message', id },
      before: { status: row.status },
      after: { status: after!.status, ...auditedContent(after!) },
    });
    await queuePushMessage(work, tx, { message: after!, now });
  });
  return getPushMessage(db, id);
}

/**
 * Cancels a message not yet started (or deletes a draft); 409 once it is sending, done, failed or
 * cancelled. Audited. Its queued item stays, and does nothing when it comes (it reads the status).
 */
export async function cancelPushMessage(
  db: Db,
  { actor, id, now }: { actor: Actor; id: number; now: Date },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(pushMessages).where(eq(pushMessages.id, id)).for('update');
    if (!row) throw notFound('找不到推播訊息');
    if (row.status !== 'SCHEDULED' && row.status !== 'DRAFT') {
      throw AppError.of(ERROR_CODES.PUSH_MESSAGE_STATE, '訊息已開始傳送或已取消，無法取消');
    }
    await tx
      .update(pushMessages)
      .set({ status: 'CANCELLED', cancelledAt: now })
      .where(eq(pushMessages.id, id));
    await recordAdminAudit(tx, {
      actor,
      action: 'push_message.cancel',
      target: { type: 'push_message', id },
      before: { status: row.status },
      after: { status: 'CANCELLED' },
    });
  });
  return getPushMessage(db, id);
}

export async function getPushMessage(db: Db, id: number): Promise<TPushMessage> {
  const [message] = await presentMessages(db, eq(pushMessages.id, id));
  if (!message) throw notFound('找不到推播訊息');
  return message;
}

/** Messages newest first (by when they go out), with outcomes per channel. */
export async function listPushMessages(db: Db, query: TPushMessagesQuery) {
  const where = query.status ? eq(pushMessages.status, query.status) : undefined;
  const { rows, meta } = await readPage(
    db
      .select({ id: pushMessages.id })
      .from(pushMessages)
      .where(where)
      .orderBy(desc(pushMessages.id)),
    {
      count: db
        .select({ total: sql<number>`count(*)::int` })
        .from(pushMessages)
        .where(where),
      paging: query,
    },
  );
  const ids = rows.map((r) => r.id);
  const data = ids.length ? await presentMessages(db, inArray(pushMessages.id, ids)) : [];
  return { data: ids.map((id) => data.find((m) => m.id === id)!), meta };
}

const audienceName = sql<string | null>`case ${pushMessages.audienceKind}
  when 'COUNTRY' then (select name from countries where id = ${pushMessages.audienceId})
  when 'CITY' then (select name from cities where id = ${pushMessages.audienceId})
  when 'INDUSTRY' then (select name from industries where id = ${pushMessages.audienceId})
  when 'SELLER_LINE_FRIENDS' then (select display_name from sellers where id = ${pushMessages.audienceId})
  end`;

type RecipientCount = { messageId: number; channel: string; status: string; n: number };

/**
 * The recipients' counts of DONE messages, per database: a message is DONE once none of its
 * recipients is PENDING or CLAIMED, so its counts never change again, and the history (thousands
 * of recipients a message) need not count them on every page. A few hundred messages' worth.
 */
const doneCounts = new WeakMap<Db, Map<number, RecipientCount[]>>();
const DONE_COUNTS_KEPT = 500;

/** How many recipients of each message are in each channel and state. */
async function recipientCounts(
  db: Db,
  messages: { id: number; status: string }[],
): Promise<RecipientCount[]> {
  let kept = doneCounts.get(db);
  if (!kept) doneCounts.set(db, (kept = new Map()));
  const known = messages.flatMap((m) => (m.status === 'DONE' ? (kept.get(m.id) ?? []) : []));
  const ids = messages.filter((m) => m.status !== 'DONE' || !kept.has(m.id)).map((m) => m.id);
  if (ids.length === 0) return known;
  const counted = await db
    .select({
      messageId: pushRecipients.messageId,
      channel: pushRecipients.channel,
      status: pushRecipients.status,
      n: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(pushRecipients)
    .where(inArray(pushRecipients.messageId, ids))
    .groupBy(pushRecipients.messageId, pushRecipients.status, pushRecipients.channel);
  for (const m of messages) {
    if (m.status !== 'DONE' || !ids.includes(m.id)) continue;
    if (kept.size >= DONE_COUNTS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(
      m.id,
      counted.filter((c) => c.messageId === m.id),
    );
  }
  return [...known, ...counted];
}

async function presentMessages(db: Db, where: ReturnType<typeof eq>): Promise<TPushMessage[]> {
  const rows = await db
    .select({ message: pushMessages, audienceName, creatorName: users.displayName })
    .from(pushMessages)
    .innerJoin(users, eq(users.id, pushMessages.createdBy))
    .where(where);
  if (rows.length === 0) return [];
  const counts = await recipientCounts(
    db,
    rows.map((r) => r.message),
  );
  return rows.map(({ message: m, audienceName: name, creatorName }) => {
    const of = (channel: string, status: string) =>
      counts
        .filter((c) => c.messageId === m.id && c.channel === channel && c.status === status)
        .reduce((sum, c) => sum + c.n, 0);
    const channelOf = (channel: string) =>
      counts
        .filter((c) => c.messageId === m.id && c.channel === channel)
        .reduce((sum, c) => sum + c.n, 0);
    // Skipped per channel, from the channel each recipient was given when sending began (LINE,
    // else SMS, else NONE; audience.ts): LINE skipped everyone it does not reach (the SMS and
    // NONE recipients), SMS, tried only for those, skipped the NONE ones. A user skipped on both
    // counts in both and is the NONE total. Derived from the rows, so messages sent before the
    // counts were split read the same way.
    const unreached = of('NONE', 'SKIPPED');
    const pending = counts
      .filter((c) => c.messageId === m.id && (c.status === 'PENDING' || c.status === 'CLAIMED'))
      .reduce((sum, c) => sum + c.n, 0);
    return {
      id: m.id,
      text: m.text,
      imageUrl: m.imageUrl,
      linkUrl: m.linkUrl,
      audience: { kind: m.audienceKind, id: m.audienceId, name: name ?? null },
      status: m.status,
      sendAt: m.sendAt.toISOString(),
      createdAt: m.createdAt.toISOString(),
      finishedAt: m.finishedAt?.toISOString() ?? null,
      createdBy: { userId: m.createdBy, displayName: creatorName },
      recipientCount: m.recipientCount,
      counts: {
        LINE: {
          sent: of('LINE', 'SENT'),
          failed: of('LINE', 'FAILED'),
          skipped: channelOf('SMS') + unreached,
        },
        SMS: { sent: of('SMS', 'SENT'), failed: of('SMS', 'FAILED'), skipped: unreached },
        NONE: { skipped: unreached },
        pending,
      },
    };
  });
}
