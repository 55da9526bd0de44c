import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TWeeklyHours } from '@haoyue/contracts';
import { createdAt, instant, linkTable, primaryId, refTo, timestamps } from './columns';
import { users } from './identity';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A user's one conversation with support (decision 024). `last_seq` is the seq of its latest
 * message, taken under this row's lock; the receipts are how far each side received and read.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: primaryId(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['OPEN', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    assigneeUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    lastSeq: integer().notNull().default(0),
    userDeliveredSeq: integer().notNull().default(0),
    userReadSeq: integer().notNull().default(0),
    supportDeliveredSeq: integer().notNull().default(0),
    supportReadSeq: integer().notNull().default(0),
    lastMessageAt: instant(),
    lastMessagePreview: text(),
    lastMessageSender: text({ enum: ['USER', 'SUPPORT', 'AUTO'] }),
    /** Seq of the latest USER message (the inbox's UNREAD: above supportReadSeq). */
    lastUserSeq: integer().notNull().default(0),
    /** Seq of the latest SUPPORT message (notices: unread by the user past it). */
    lastSupportSeq: integer().notNull().default(0),
    lastSupportAt: instant(),
    /** When the user was last told (LINE) of an unread reply. */
    userNotifiedAt: instant(),
    /** When the away message last answered. */
    awaySentAt: instant(),
    closedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_conversations_inbox_idx').on(t.status, t.lastMessageAt.desc(), t.id),
    index('chat_conversations_assignee_idx').on(t.assigneeUserId),
  ],
);

/** A message: `seq` orders it within its conversation, 1, 2, 3… without gaps. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    conversationId: refTo(() => chatConversations.id, 'cascade'),
    seq: integer().notNull(),
    sender: text({ enum: ['USER', 'SUPPORT', 'AUTO'] }).notNull(),
    senderUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid(),
    body: text(),
    imageId: integer().references(() => chatImages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('chat_messages_conversation_seq_key').on(t.conversationId, t.seq),
    unique('chat_messages_client_key').on(t.conversationId, t.senderUserId, t.clientId),
    // An image goes out in one message only.
    unique('chat_messages_image_key').on(t.imageId),
  ],
);

/** An uploaded chat image: private bytes (WebP), used by one message of its uploader, once. */
export const chatImages = pgTable('chat_images', {
  id: primaryId(),
  uploaderUserId: refTo(() => users.id, 'cascade'),
  bytes: bytea().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  createdAt: createdAt(),
});

/** Support's labels for conversations; a name is unique among the unarchived, any case. */
export const chatTags = pgTable(
  'chat_tags',
  {
    id: primaryId(),
    name: text().notNull(),
    color: text().notNull(),
    archivedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_tags_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);

export const chatConversationTags = linkTable({
  name: 'chat_conversation_tags',
  left: ['conversationId', () => chatConversations.id],
  right: ['tagId', () => chatTags.id],
  indexRight: true,
});

export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: primaryId(),
  title: text().notNull(),
  body: text().notNull(),
  ...timestamps(),
});

/** Support's business hours and away message: one row (id 1). */
export const chatSettings = pgTable('chat_settings', {
  id: integer().primaryKey(),
  timeZone: text().notNull(),
  hours: jsonb().$type<TWeeklyHours>().notNull(),
  awayEnabled: boolean().notNull(),
  awayMessage: text().notNull(),
  updatedAt: instant(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
});

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatConversationRow = typeof chatConversations.$inferSelect;
