import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, instant, primaryId, refTo } from './columns';
import { users } from './identity';

/**
 * A message the platform pushes to many users (admin push messages): what it says, to whom, and
 * when. SCHEDULED until due, SENDING while the job delivers it, then DONE; CANCELLED before that.
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
    status: text({ enum: ['DRAFT', 'SCHEDULED', 'SENDING', 'DONE', 'CANCELLED'] }).notNull(),
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
 * PENDING → CLAIMED (a job took it, before sending) → SENT or FAILED; SKIPPED when no channel
 * reaches the user. A CLAIMED row is never sent again, even if its job died: at most once.
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
