import type { TMySupportChat } from '@haoyue/contracts';
import { eq, sql } from 'drizzle-orm';
import { chatConversations } from '../../db/schema';
import type { ChatContext } from './context';
import { isOpenAt, readReplySettings } from './hours';

/** The user's own conversation id, or null before their first message. */
export async function myConversationId(
  ctx: Pick<ChatContext, 'db'>,
  userId: number,
): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId));
  return row?.id ?? null;
}

/** Where the user's conversation stands, its unread replies, and whether support is in now. */
export async function getMySupportChat(ctx: ChatContext, userId: number): Promise<TMySupportChat> {
  const [row] = await ctx.db
    .select({
      c: chatConversations,
      unread: sql<number>`(select count(*) from chat_messages m
        where m.conversation_id = chat_conversations.id and m.sender <> 'USER'
          and m.seq > chat_conversations.user_read_seq)`.mapWith(Number),
    })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId));
  const settings = await readReplySettings(ctx.db);
  const open = isOpenAt(settings, ctx.clock());
  const c = row?.c;
  return {
    conversationId: c?.id ?? null,
    status: c?.status ?? 'OPEN',
    lastSeq: c?.lastSeq ?? 0,
    userDeliveredSeq: c?.userDeliveredSeq ?? 0,
    userReadSeq: c?.userReadSeq ?? 0,
    supportDeliveredSeq: c?.supportDeliveredSeq ?? 0,
    supportReadSeq: c?.supportReadSeq ?? 0,
    unreadCount: row?.unread ?? 0,
    supportOpenNow: open,
    awayMessage: !open && settings.awayEnabled ? settings.awayMessage : null,
  };
}
