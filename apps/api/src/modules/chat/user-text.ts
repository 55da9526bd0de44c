import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PreparedStatement } from '../../db/prepared';
import { violatesUnique } from '../../lib/pg-errors';

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
  try {
    const [row] = await userText.execute(db, {
      userId: m.userId,
      clientId: m.clientId,
      body: m.body,
      preview: m.body.slice(0, PREVIEW_LENGTH),
      now: m.now.toISOString(),
    });
    return { id: Number(row!.id), conversationId: row!.conversation_id, seq: row!.seq };
  } catch (error) {
    if (violatesUnique(error, 'chat_messages_client_key')) return null;
    throw error;
  }
}

/** The statement, prepared once per connection: built and planned once, not per message. */
const userText = new PreparedStatement<{ id: number; conversation_id: number; seq: number }>(
  'chat_user_text',
  () => sql`
    with conv as (
      insert into chat_conversations as c
        (user_id, status, last_seq, last_user_seq, last_message_at, last_message_preview,
         last_message_sender)
      values (${sql.placeholder('userId')}::int, 'OPEN', 1, 1,
              ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('preview')}::text, 'USER')
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
    select id, last_seq, 'USER', ${sql.placeholder('userId')}::int,
           ${sql.placeholder('clientId')}::uuid, ${sql.placeholder('body')}::text,
           ${sql.placeholder('now')}::timestamptz
      from conv
    returning id, conversation_id, seq`,
);
