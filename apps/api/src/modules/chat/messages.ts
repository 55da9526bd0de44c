import {
  CHAT_AWAY_REPEAT_HOURS,
  CHAT_IMAGES_PER_MINUTE,
  CHAT_SUPPORT_MESSAGES_PER_MINUTE,
  type TChatMessageWire,
  type TChatSender,
} from '@haoyue/contracts';
import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatImages, chatMessages, users } from '../../db/schema';
import { sessionState } from '../../http/authenticate';
import { AppError, invalid, notFound } from '../../lib/errors';
import type { ChatContext } from './context';
import { cachedReplySettings, isOpenAt } from './hours';
import { signedImageUrl } from './signing';
import { insertUserText, PREVIEW_LENGTH } from './user-text';

const MINUTE = 60_000;

/** The columns a message is presented from: its row, the support sender's name, its image. */
const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  seq: chatMessages.seq,
  sender: chatMessages.sender,
  clientId: chatMessages.clientId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  imageId: chatMessages.imageId,
  imageWidth: chatImages.width,
  imageHeight: chatImages.height,
  senderName: sql<string | null>`coalesce(${users.nickname}, ${users.displayName}, '客服')`,
};
type MessageRow = {
  id: number;
  conversationId: number;
  seq: number;
  sender: TChatSender;
  clientId: string | null;
  body: string | null;
  createdAt: Date;
  imageId: number | null;
  imageWidth: number | null;
  imageHeight: number | null;
  senderName: string | null;
};

/** Messages of one conversation matching `where`, in the order asked, limited. */
export async function readMessages(
  db: Db,
  { where, order, limit }: { where: SQL | undefined; order: 'asc' | 'desc'; limit: number },
): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderUserId))
    .leftJoin(chatImages, eq(chatImages.id, chatMessages.imageId))
    .where(where)
    .orderBy(order === 'asc' ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(limit) as Promise<MessageRow[]>;
}

/** A message as the contract and the socket carry it (its image URL signed for an hour). */
export function presentMessage(secret: Uint8Array, row: MessageRow, now: Date): TChatMessageWire {
  return {
    id: Number(row.id),
    conversationId: row.conversationId,
    seq: row.seq,
    sender: row.sender,
    senderName: row.sender === 'SUPPORT' ? row.senderName : null,
    clientId: row.clientId,
    body: row.body,
    image:
      row.imageId !== null && row.imageWidth !== null && row.imageHeight !== null
        ? {
            url: signedImageUrl(secret, row.imageId, now),
            width: row.imageWidth,
            height: row.imageHeight,
          }
        : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Messages of a conversation after `afterSeq`, in order, at most `limit` (the socket's replay). */
export async function messagesAfter(
  ctx: Pick<ChatContext, 'db' | 'secret' | 'clock'>,
  { conversationId, afterSeq, limit }: { conversationId: number; afterSeq: number; limit: number },
): Promise<TChatMessageWire[]> {
  const rows = await readMessages(ctx.db, {
    where: and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, afterSeq)),
    order: 'asc',
    limit,
  });
  const now = ctx.clock();
  return rows.map((r) => presentMessage(ctx.secret, r, now));
}

/** A page of history: before `beforeSeq`, after `afterSeq`, or the latest; always in seq order. */
export async function messagePage(
  ctx: Pick<ChatContext, 'db' | 'secret' | 'clock'>,
  conversationId: number | null,
  query: { beforeSeq?: number | undefined; afterSeq?: number | undefined; limit: number },
): Promise<{ data: TChatMessageWire[]; meta: { hasEarlier: boolean } }> {
  if (conversationId === null) return { data: [], meta: { hasEarlier: false } };
  const inConversation = eq(chatMessages.conversationId, conversationId);
  const now = ctx.clock();
  let rows: MessageRow[];
  if (query.afterSeq !== undefined) {
    rows = await readMessages(ctx.db, {
      where: and(inConversation, gt(chatMessages.seq, query.afterSeq)),
      order: 'asc',
      limit: query.limit,
    });
  } else {
    const where =
      query.beforeSeq !== undefined
        ? and(inConversation, lt(chatMessages.seq, query.beforeSeq))
        : inConversation;
    rows = (await readMessages(ctx.db, { where, order: 'desc', limit: query.limit })).reverse();
  }
  const first = rows[0];
  return {
    data: rows.map((r) => presentMessage(ctx.secret, r, now)),
    meta: { hasEarlier: first ? first.seq > 1 : false },
  };
}

/** 429 once `key` went over `limit` hits in the minute. */
async function limitRate(
  ctx: ChatContext,
  { key, limit, message }: { key: string; limit: number; message: string },
) {
  const { count } = await ctx.limits.hit(key, MINUTE);
  if (count > limit) throw AppError.of('E_RATE_LIMITED', message);
}

export type SendInput = {
  sender: 'USER' | 'SUPPORT';
  senderUserId: number;
  /** USER: the sender's own conversation (opened on the first message); SUPPORT: by id. */
  target: { userId: number } | { conversationId: number };
  clientId: string;
  body: string | null | undefined;
  imageId: number | null | undefined;
  /**
   * A user's send over the socket: the session the socket was opened from, checked as the
   * message is stored (the HTTP call has just authenticated and sends none).
   */
  session?: string | undefined;
};

/** A socket's session that was signed out (or its account suspended) since the socket opened. */
const signedOut = () => AppError.of('E_UNAUTHORIZED_ACCESS', '登入已失效，請重新登入');

type Conversation = typeof chatConversations.$inferSelect;

/**
 * Stores a message (decision 024): one transaction locks the conversation row, takes
 * `last_seq + 1`, inserts and updates the conversation's summary; a resend with the same
 * clientId answers the stored message. Outside business hours a user's message gets the away
 * reply (at most once in CHAT_AWAY_REPEAT_HOURS). Every stored message is then published.
 */
export async function sendMessage(
  ctx: ChatContext,
  input: SendInput,
): Promise<{ message: TChatMessageWire; created: boolean }> {
  const isUser = input.sender === 'USER';
  await limitRate(ctx, {
    key: `chat-msg:${input.senderUserId}`,
    limit: isUser ? ctx.messagesPerMinute : CHAT_SUPPORT_MESSAGES_PER_MINUTE,
    message: '訊息傳送太頻繁，請稍後再試',
  });
  const now = ctx.clock();
  const settings = isUser ? await cachedReplySettings(ctx.db) : null;
  const away = settings !== null && settings.awayEnabled && !isOpenAt(settings, now);
  const body = input.body ? input.body : null;
  const imageId = input.imageId ?? null;

  // The hot path: a user's text in business hours, in one statement. A resend (null) goes on
  // to the transaction below, which finds the stored message.
  if (isUser && !away && body !== null && imageId === null && 'userId' in input.target) {
    const { userId } = input.target;
    const row = await insertUserText(ctx.db, {
      userId,
      clientId: input.clientId,
      body,
      now,
      sessionId: input.session ?? null,
    });
    if (row === 'signed-out') throw signedOut();
    if (row) {
      const message = presentMessage(
        ctx.secret,
        {
          ...row,
          sender: 'USER',
          clientId: input.clientId,
          body,
          createdAt: now,
          imageId: null,
          imageWidth: null,
          imageHeight: null,
          senderName: null,
        },
        now,
      );
      ctx.bus.publish({ t: 'message', userId, message });
      return { message, created: true };
    }
  }

  if (input.session) {
    const session = { sessionId: input.session, userId: input.senderUserId };
    if ((await sessionState(ctx.db, session)) !== 'open') throw signedOut();
  }
  const result = await ctx.db.transaction(async (tx) => {
    let conversation: Conversation | undefined;
    if ('userId' in input.target) {
      // One statement opens the conversation on the first message and locks it: the no-op
      // update of an existing row takes its row lock and returns it.
      [conversation] = await tx
        .insert(chatConversations)
        .values({ userId: input.target.userId })
        .onConflictDoUpdate({
          target: chatConversations.userId,
          set: { userId: sql`excluded.user_id` },
        })
        .returning();
    } else {
      [conversation] = await tx
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, input.target.conversationId))
        .for('update');
    }
    if (!conversation) throw notFound('找不到這個對話');
    let image: { id: number; width: number; height: number } | undefined;
    if (imageId !== null) {
      [image] = await tx
        .select({ id: chatImages.id, width: chatImages.width, height: chatImages.height })
        .from(chatImages)
        .where(
          and(
            eq(chatImages.id, imageId),
            eq(chatImages.uploaderUserId, input.senderUserId),
            sql`not exists (select 1 from chat_messages m where m.image_id = ${chatImages.id})`,
          ),
        );
      if (!image) throw invalid('imageId', '圖片不存在或已使用');
    }
    let seq = conversation.lastSeq + 1;
    // A resend (same clientId) conflicts and inserts nothing; under the conversation's lock the
    // first one has committed, so no seq is taken for it and none is skipped.
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        conversationId: conversation.id,
        seq,
        sender: input.sender,
        senderUserId: input.senderUserId,
        clientId: input.clientId,
        body,
        imageId,
        createdAt: now,
      })
      .onConflictDoNothing({
        target: [chatMessages.conversationId, chatMessages.senderUserId, chatMessages.clientId],
      })
      .returning({ id: chatMessages.id });
    if (!inserted) {
      const [stored] = await tx
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversation.id),
            eq(chatMessages.senderUserId, input.senderUserId),
            eq(chatMessages.clientId, input.clientId),
          ),
        );
      return { conversation, ids: [stored!.id], created: false, written: [] };
    }
    const written: WrittenMessage[] = [
      { id: inserted.id, seq, sender: input.sender, clientId: input.clientId, body, image },
    ];
    const preview = body ? body.slice(0, PREVIEW_LENGTH) : '〔圖片〕';
    const summary: Partial<Conversation> = {
      lastSeq: seq,
      lastMessageAt: now,
      lastMessagePreview: preview,
      lastMessageSender: input.sender,
      status: 'OPEN',
      closedAt: null,
    };
    if (isUser) summary.lastUserSeq = seq;
    else {
      summary.lastSupportSeq = seq;
      summary.lastSupportAt = now;
      // Support read everything up to its own reply.
      summary.supportReadSeq = Math.max(conversation.supportReadSeq, seq);
      if (conversation.assigneeUserId === null) summary.assigneeUserId = input.senderUserId;
    }
    const awayDue =
      away &&
      (!conversation.awaySentAt ||
        now.getTime() - conversation.awaySentAt.getTime() >= CHAT_AWAY_REPEAT_HOURS * 3600_000);
    if (awayDue) {
      seq += 1;
      const [auto] = await tx
        .insert(chatMessages)
        .values({
          conversationId: conversation.id,
          seq,
          sender: 'AUTO',
          body: settings!.awayMessage,
          createdAt: now,
        })
        .returning({ id: chatMessages.id });
      written.push({
        id: auto!.id,
        seq,
        sender: 'AUTO',
        clientId: null,
        body: settings!.awayMessage,
        image: undefined,
      });
      Object.assign(summary, {
        lastSeq: seq,
        lastMessagePreview: settings!.awayMessage.slice(0, PREVIEW_LENGTH),
        lastMessageSender: 'AUTO',
        awaySentAt: now,
      });
    }
    await tx
      .update(chatConversations)
      .set(summary)
      .where(eq(chatConversations.id, conversation.id));
    return { conversation, ids: written.map((m) => m.id), created: true, written };
  });

  let messages: TChatMessageWire[];
  if (!result.created) {
    // A resend: the stored message as it was (its sender's name and image read back).
    const rows = await readMessages(ctx.db, {
      where: inArray(chatMessages.id, result.ids),
      order: 'asc',
      limit: 10,
    });
    messages = rows.map((r) => presentMessage(ctx.secret, r, now));
  } else {
    // What was just written is known: presented without reading it back (a support reply
    // carries its sender's display name).
    const senderName = isUser ? null : await supportName(ctx.db, input.senderUserId);
    messages = result.written.map((m) =>
      presentMessage(
        ctx.secret,
        {
          id: m.id,
          conversationId: result.conversation.id,
          seq: m.seq,
          sender: m.sender,
          clientId: m.clientId,
          body: m.body,
          createdAt: now,
          imageId: m.image?.id ?? null,
          imageWidth: m.image?.width ?? null,
          imageHeight: m.image?.height ?? null,
          senderName: m.sender === 'SUPPORT' ? senderName : null,
        },
        now,
      ),
    );
    // No `conversation` event besides: support's inbox refreshes the conversation on `message`.
    for (const message of messages) {
      ctx.bus.publish({ t: 'message', userId: result.conversation.userId, message });
    }
  }
  return { message: messages[0]!, created: result.created };
}

/** A message this call wrote, as it was written. */
type WrittenMessage = {
  id: number;
  seq: number;
  sender: TChatSender;
  clientId: string | null;
  body: string | null;
  image: { id: number; width: number; height: number } | undefined;
};

/** A support admin's name as messages show it (nickname, else display name). */
async function supportName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: messageColumns.senderName })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? '客服';
}

/** Marks the other side's messages read up to `seq` (never backwards, never past the last). */
export async function markRead(
  ctx: ChatContext,
  {
    side,
    where,
    seq,
  }: {
    side: 'USER' | 'SUPPORT';
    where: { userId: number } | { conversationId: number };
    seq: number;
  },
): Promise<boolean> {
  const column = side === 'USER' ? 'user_read_seq' : 'support_read_seq';
  const delivered = side === 'USER' ? 'user_delivered_seq' : 'support_delivered_seq';
  const filter =
    'userId' in where ? sql`user_id = ${where.userId}` : sql`id = ${where.conversationId}`;
  const result = await ctx.db.execute(sql`
    update chat_conversations
    set ${sql.raw(column)} = greatest(${sql.raw(column)}, least(${seq}, last_seq)),
        ${sql.raw(delivered)} = greatest(${sql.raw(delivered)}, least(${seq}, last_seq))
    where ${filter}
    returning id, user_id, ${sql.raw(column)} as read_seq, ${sql.raw(delivered)} as delivered_seq`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
  if (!row) return false;
  // The unread count changed: support refetches the conversation (told first, so a client that
  // has the receipt has that too).
  ctx.bus.publish({ t: 'conversation', conversationId: Number(row.id) });
  ctx.bus.publish({
    t: 'receipt',
    userId: Number(row.user_id),
    conversationId: Number(row.id),
    side,
    deliveredSeq: Number(row.delivered_seq),
    readSeq: Number(row.read_seq),
  });
  return true;
}

/** Counts an image upload against CHAT_IMAGES_PER_MINUTE. */
export async function limitImageUploads(ctx: ChatContext, userId: number): Promise<void> {
  await limitRate(ctx, {
    key: `chat-img:${userId}`,
    limit: CHAT_IMAGES_PER_MINUTE,
    message: '圖片上傳太頻繁，請稍後再試',
  });
}
