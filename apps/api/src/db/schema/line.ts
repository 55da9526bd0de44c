import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { extensionOf, instant, refTo, timestamps } from './columns';
import { sellers } from './sellers';

/**
 * A seller's LINE setup: the LIFF app and LINE Login channel customers sign in with, the
 * Messaging API channel messages go out through (secret and token sealed with SecretBox, never
 * answered), and the LINE area's options.
 */
export const lineSettings = pgTable('line_settings', {
  sellerId: extensionOf(() => sellers.id),
  liffId: text(),
  loginChannelId: text(),
  messagingChannelId: text(),
  channelSecretCiphertext: text(),
  channelAccessTokenCiphertext: text(),
  showBookingButton: boolean().notNull().default(true),
  /** Shops of the seller the LINE area offers, in this order (closed ones are left out). */
  bookableShopIds: integer().array().notNull().default([]),
  defaultShopName: text(),
  sendMessageOnLink: boolean().notNull().default(false),
  canUnmaskPhoneNumber: boolean().notNull().default(false),
  /**
   * Disabled by a platform admin (with the reason the seller sees): the channels are then used as
   * if none were set, for LINE login and for pushes alike.
   */
  disabledAt: instant(),
  disabledReason: text(),
  /** The last call to LINE with these channels that went through (written at most once a minute). */
  lastSuccessAt: instant(),
  /** The last call LINE refused or that did not reach LINE, and what was said. */
  lastFailureAt: instant(),
  lastFailureMessage: text(),
  /** Failed calls since the last one that went through. */
  failureCount: integer().notNull().default(0),
  ...timestamps(),
});

/**
 * Whether a LINE user follows a seller's official account (webhook follow/unfollow). Messages
 * go by LINE only to friends: LINE refuses pushes to users who blocked the account.
 */
export const lineFriendships = pgTable(
  'line_friendships',
  {
    sellerId: refTo(() => sellers.id, 'cascade'),
    lineUserId: text().notNull(),
    isFriend: boolean().notNull(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.lineUserId] })],
);
