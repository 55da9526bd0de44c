import { CHAT_NOTICE_MINUTES } from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import type { JobDefinition } from '../../jobs';
import type { WorkKind } from '../../jobs/work-queue';
import { rowsOf } from '../../lib/sql-rows';
import { sellerChannelToken } from '../notifications';
import type { ChatContext } from './context';

const BATCH = 100;
const UNREAD_FOR_MS = 60_000;

type Due = { id: number; seller_id: number | null; line_user_id: string | null };

/** One LINE notice to send: the work item the pass queues (decision 029). */
type ChatNotice = { conversationId: number; sellerId: number; lineUserId: string };

const CHAT_NOTICE = 'chat-notice';

/**
 * Tells users of support replies they have not read for a minute (decision 024): each
 * conversation is stamped `user_notified_at` (one instance wins, at most once a reply) and, when
 * a seller channel the user follows reaches them, a notice is queued in the same transaction
 * (decision 029), sent by the work queue and retried there if LINE fails. The user menu's dot
 * (the unread count) needs nothing sent. At most once per CHAT_NOTICE_MINUTES, and only for a
 * reply newer than the last notice. Returns how many notices it queued.
 */
export async function sendChatNotices(ctx: ChatContext): Promise<number> {
  const now = ctx.clock();
  const unreadSince = new Date(now.getTime() - UNREAD_FOR_MS).toISOString();
  const quietSince = new Date(now.getTime() - CHAT_NOTICE_MINUTES * 60_000).toISOString();
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
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
    let queued = 0;
    for (const row of rowsOf<Due>(result)) {
      if (!ctx.line || !ctx.work || row.seller_id === null || !row.line_user_id) continue;
      const notice: ChatNotice = {
        conversationId: Number(row.id),
        sellerId: Number(row.seller_id),
        lineUserId: row.line_user_id,
      };
      await ctx.work.send({ name: CHAT_NOTICE }, notice, { db: tx });
      queued++;
    }
    return queued;
  });
}

/** Sends one queued notice; throws (to be retried) when LINE refuses or cannot be reached. */
async function pushChatNotice(ctx: ChatContext, notice: ChatNotice): Promise<void> {
  if (!ctx.line) return;
  const token = await sellerChannelToken(ctx.db, ctx.line, notice.sellerId);
  if (!token) return; // the seller's channel was disconnected since: nobody to send it through
  await ctx.line.messenger.push({
    channelAccessToken: token,
    to: notice.lineUserId,
    messages: [
      {
        type: 'text',
        text: `好約客服回覆了您的訊息，請前往查看：${ctx.publicBaseUrl}/support-chat`,
      },
    ],
  });
}

export function chatJobs(ctx: ChatContext, intervalMs: number): JobDefinition[] {
  return [{ name: 'chat-notices', intervalMs, run: () => sendChatNotices(ctx) }];
}

/** The chat's per-item work: its LINE notices, tried for about an hour before they are FAILED. */
export function chatWorkKinds(ctx: ChatContext): WorkKind<ChatNotice>[] {
  return [
    {
      name: CHAT_NOTICE,
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 15 * 60,
      expireInSeconds: 60,
      handle: (notice) => pushChatNotice(ctx, notice),
    },
  ];
}
