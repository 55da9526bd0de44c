import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { violatesUnique } from '../../lib/pg-errors';
import { rowsOf } from '../../lib/sql-rows';

/** As many characters of a message as the inbox shows. */
export const PREVIEW_LENGTH = 80;

/**
 * A user's text message in business hours, the chat's hot path, in one statement (decision
 * 024): the conversation is opened on the first message or takes its next seq under the row's
 * lock, with its summary, and the message is inserted with that seq. One statement is atomic:
 * a resend (the same clientId) violates `chat_messages_client_key`, which undoes the seq too, so
 * no seq is ever skipped; it answers null and the caller reads the stored message.
 */
export async function insertUserText(
  db: Db,
  m: { userId: number; clientId: string; body: string; now: Date },
): Promise<{ id: number; conversationId: number; seq: number } | null> {
  const preview = m.body.slice(0, PREVIEW_LENGTH);
  try {
    const result = await db.execute(sql`
      with conv as (
        insert into chat_conversations as c
          (user_id, status, last_seq, last_user_seq, last_message_at, last_message_preview,
           last_message_sender)
        values (${m.userId}, 'OPEN', 1, 1, ${m.now}, ${preview}, 'USER')
        on conflict (user_id) do update set
          status = 'OPEN',
          closed_at = null,
          last_seq = c.last_seq + 1,
          last_user_seq = c.last_seq + 1,
          last_message_at = excluded.last_message_at,
          last_message_preview = excluded.last_message_preview,
          last_message_sender = 'USER'
        returning c.id, c.last_seq
      )
      insert into chat_messages
        (conversation_id, seq, sender, sender_user_id, client_id, body, created_at)
      select id, last_seq, 'USER', ${m.userId}, ${m.clientId}, ${m.body}, ${m.now} from conv
      returning id, conversation_id, seq`);
    const [row] = rowsOf<{ id: number; conversation_id: number; seq: number }>(result);
    return { id: Number(row!.id), conversationId: row!.conversation_id, seq: row!.seq };
  } catch (error) {
    if (violatesUnique(error, 'chat_messages_client_key')) return null;
    throw error;
  }
}
