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
 * no seq is ever skipped; it answers null and the caller reads the stored message. With a
 * session to check, a signed-out session or a suspended account stores nothing ('signed-out').
 */
export async function insertUserText(
  db: Db,
  m: {
    userId: number;
    clientId: string;
    body: string;
    now: Date;
    /**
     * The session to check in the same statement (a socket send: the socket was opened from it,
     * maybe long ago); null when the caller has just authenticated (the HTTP call).
     */
    sessionId: string | null;
  },
): Promise<{ id: number; conversationId: number; seq: number } | null | 'signed-out'> {
  try {
    const [row] = await userText.execute(db, {
      userId: m.userId,
      clientId: m.clientId,
      body: m.body,
      preview: m.body.slice(0, PREVIEW_LENGTH),
      now: m.now.toISOString(),
      sessionId: m.sessionId,
    });
    if (!row) return 'signed-out';
    return { id: Number(row.id), conversationId: row.conversation_id, seq: row.seq };
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
      select ${sql.placeholder('userId')}::int, 'OPEN', 1, 1,
             ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('preview')}::text, 'USER'
       where ${sql.placeholder('sessionId')}::text is null
          or exists (select 1 from access_tokens t join users u on u.id = t.user_id
                      where t.id = ${sql.placeholder('sessionId')}::text
                        and t.user_id = ${sql.placeholder('userId')}::int
                        and t.revoked_at is null and t.expires_at > now()
                        and u.disabled_at is null)
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
