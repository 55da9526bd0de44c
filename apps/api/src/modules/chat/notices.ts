import { CHAT_NOTICE_MINUTES } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import type { JobDefinition } from '../../jobs';
import { rowsOf } from '../../lib/sql-rows';
import { sellerChannelToken } from '../notifications';
import type { ChatContext } from './context';

const BATCH = 100;
const UNREAD_FOR_MS = 60_000;

type Due = { id: number; seller_id: number | null; line_user_id: string | null };

/**
 * Tells users of support replies they have not read for a minute (decision 024): each
 * conversation is stamped `user_notified_at` first (one instance wins, at most once), then one
 * LINE message goes out through a seller channel the user follows, when one reaches them. The
 * user menu's dot (the unread count) needs nothing sent. At most once per CHAT_NOTICE_MINUTES,
 * and only for a reply newer than the last notice.
 */
export async function sendChatNotices(ctx: ChatContext): Promise<number> {
  const now = ctx.clock();
  const unreadSince = new Date(now.getTime() - UNREAD_FOR_MS).toISOString();
  const quietSince = new Date(now.getTime() - CHAT_NOTICE_MINUTES * 60_000).toISOString();
  const result = await ctx.db.execute(sql`
    with due as (
      select id from chat_conversations
      where last_support_seq > user_read_seq
        and last_support_at <= ${unreadSince}::timestamptz
        and (user_notified_at is null
          or (user_notified_at < last_support_at and user_notified_at <= ${quietSince}::timestamptz))
      order by last_support_at
      limit ${BATCH}
      for update skip locked
    ), stamped as (
      update chat_conversations c set user_notified_at = ${now.toISOString()}::timestamptz
      from due where c.id = due.id
      returning c.id, c.user_id
    )
    select s.id, l.seller_id, l.line_user_id from stamped s
    left join lateral (
      select c.seller_id, c.line_user_id from customers c
      join line_friendships f on f.seller_id = c.seller_id and f.line_user_id = c.line_user_id and f.is_friend
      join line_settings ls on ls.seller_id = c.seller_id
        and ls.channel_access_token_ciphertext is not null and ls.disabled_at is null
      where c.user_id = s.user_id and c.merged_into_id is null
      order by c.seller_id limit 1
    ) l on true`);
  const due = rowsOf<Due>(result);
  let sent = 0;
  for (const row of due) {
    if (!ctx.line || row.seller_id === null || !row.line_user_id) continue;
    try {
      const token = await sellerChannelToken(ctx.db, ctx.line, Number(row.seller_id));
      if (!token) continue;
      await ctx.line.messenger.push({
        channelAccessToken: token,
        to: row.line_user_id,
        messages: [
          {
            type: 'text',
            text: `好約客服回覆了您的訊息，請前往查看：${ctx.publicBaseUrl}/support-chat`,
          },
        ],
      });
      sent++;
    } catch (err) {
      ctx.log.warn({ err, conversationId: row.id }, 'chat: LINE notice failed');
    }
  }
  return sent;
}

export function chatJobs(ctx: ChatContext, intervalMs: number): JobDefinition[] {
  return [{ name: 'chat-notices', intervalMs, run: () => sendChatNotices(ctx) }];
}
