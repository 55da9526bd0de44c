import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, instant, primaryId, refTo } from './columns';
import { users } from './identity';

/**
 * A message the platform pushes to many users (admin push messages): what it says, to whom, and
 * when. DRAFT until sent; SCHEDULED until due, SENDING while the work queue delivers it, then
 * DONE; CANCELLED before it starts; FAILED when its delivery gave up (an item failed its last try:
 * what was not sent stays PENDING, and retrying the item on the admin jobs page resumes it).
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: primaryId(),
    text: text().notNull(),
    imageUrl: text(),
    linkUrl: text(),
    /** ALL, COUNTRY, CITY, INDUSTRY or SELLER_LINE_FRIENDS; `audienceId` names the one picked. */
    audienceKind: text({
      enum: ['ALL', 'COUNTRY', 'CITY', 'INDUSTRY', 'SELLER_LINE_FRIENDS'],
    }).notNull(),
    audienceId: integer(),
    status: text({
      enum: ['DRAFT', 'SCHEDULED', 'SENDING', 'DONE', 'CANCELLED', 'FAILED'],
    }).notNull(),
    /** When it goes out: the moment of sending for "send now". */
    sendAt: instant().notNull(),
    /** How many recipients it was written to when sending began. */
    recipientCount: integer(),
    createdBy: refTo(() => users.id),
    createdAt: createdAt(),
    startedAt: instant(),
    finishedAt: instant(),
    cancelledAt: instant(),
  },
  (t) => [index().on(t.status, t.sendAt)],
);

/**
 * One recipient of a push message: UNIQUE (message, user) so a user gets it at most once.
 * PENDING → CLAIMED (a work item took it, committed before sending) → SENT or FAILED; SKIPPED
 * when no channel reaches the user. A CLAIMED row is never sent again, even if the instance that
 * claimed it died: at most once.
 */
export const pushRecipients = pgTable(
  'push_recipients',
  {
    id: primaryId(),
    messageId: refTo(() => pushMessages.id, 'cascade'),
    userId: refTo(() => users.id, 'cascade'),
    channel: text({ enum: ['LINE', 'SMS', 'NONE'] }).notNull(),
    /** LINE: the seller whose official account reaches the user, and the LINE user id. */
    sellerId: integer(),
    address: text(),
    status: text({ enum: ['PENDING', 'CLAIMED', 'SENT', 'FAILED', 'SKIPPED'] }).notNull(),
    error: text(),
    claimedAt: instant(),
    finishedAt: instant(),
  },
  (t) => [
    unique('push_recipients_message_user_key').on(t.messageId, t.userId),
    index().on(t.messageId, t.status, t.channel),
    check(
      'push_recipients_channel_status',
      sql`(${t.channel} = 'NONE') = (${t.status} = 'SKIPPED')`,
    ),
  ],
);

/**
 * Each channel's pace for push messages (PUSH_LINE_PER_SECOND, PUSH_SMS_PER_SECOND): a batch of
 * n recipients claimed at t moves `next_at` to t + n / rate, and no batch of the channel is
 * claimed before `next_at`, whichever message, work item or instance claims it (the claim locks
 * the row). One row per channel, written by the first batch.
 */
export const pushChannelPace = pgTable('push_channel_pace', {
  channel: text({ enum: ['LINE', 'SMS'] }).primaryKey(),
  nextAt: instant().notNull(),
});
