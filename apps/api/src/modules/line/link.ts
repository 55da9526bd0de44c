import { createHash } from 'node:crypto';
import {
  ERROR_CODES,
  PROFILE_FIELDS,
  type CallBody,
  type lineCalls,
  type TMyLineCustomer,
  type TProfileField,
} from '@haoyue/contracts';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import {
  customers,
  DEFAULT_PROFILE_SETTING,
  lineFriendships,
  sellers,
  shops,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { activeCustomer } from '../../lib/member-items/customer-records';
import { violatesUnique } from '../../lib/pg-errors';
import type { LineIdentity } from '../../platform/line/line-login';
import { validatePhoneNumber } from '../identity';
import { claimPhoneCustomers, profileIncomplete, shownPhoneNumber } from '../customers';
import { notingLineCall, recordLineCall, sellerChannelToken } from '../notifications';
import type { LineContext } from './context';
import { bookableShopsOf, loadLineSettings, type LineSettingsRow } from './settings';

type LinkBody = CallBody<typeof lineCalls.linkLineCustomer>;
type CustomerRow = typeof customers.$inferSelect;

/** The seller's settings with a LINE Login channel, or 409 when the seller has none. */
async function loginSettings(ctx: LineContext, sellerId: number) {
  const row = await loadLineSettings(ctx.db, sellerId);
  if (!row?.loginChannelId) {
    throw AppError.of(ERROR_CODES.LINE_NOT_CONFIGURED, '此商家尚未設定 LINE 登入');
  }
  // Disabled by a platform admin: refused as if no channel were set.
  if (row.disabledAt) {
    throw AppError.of(
      ERROR_CODES.LINE_NOT_CONFIGURED,
      '此商家的 LINE 登入暫停使用，請改用手機號碼登入',
    );
  }
  return row as LineSettingsRow & { loginChannelId: string };
}

/**
 * The LINE user of the tokens the LIFF app sent, verified for the seller's login channel: the
 * ID token (ES256, issuer, audience, expiry) and/or the access token (LINE's verify endpoint,
 * then the profile). Both given: they must name the same user.
 */
export async function verifyLineUser(
  ctx: LineContext,
  sellerId: number,
  tokens: { idToken?: string | undefined; lineAccessToken?: string | undefined },
): Promise<LineIdentity> {
  const settings = await loginSettings(ctx, sellerId);
  const fromId = tokens.idToken
    ? await ctx.login.verifyIdToken(tokens.idToken, settings.loginChannelId)
    : null;
  const fromAccess = tokens.lineAccessToken
    ? await ctx.login.verifyAccessToken(tokens.lineAccessToken, settings.loginChannelId)
    : null;
  if (fromId && fromAccess && fromId.userId !== fromAccess.userId) {
    throw AppError.of(ERROR_CODES.LINE_TOKEN_INVALID, 'LINE 登入資訊不一致，請重新開啟');
  }
  const identity = fromAccess ?? fromId;
  // LINE answered for the seller's login channel (a refused token is the visitor's, not the channel's).
  if (identity) await recordLineCall(ctx.db, sellerId, { ok: true });
  if (!identity) {
    throw AppError.of(
      ERROR_CODES.PROFILE_INCOMPLETE,
      '缺少 LINE 使用者 ID，請從 LINE 開啟此頁面',
      'lineAccessToken',
    );
  }
  return { ...identity, email: fromId?.email ?? identity.email };
}

/**
 * Sign-in with provider `line`: the user whose customer record at the seller is linked to the
 * ID token's LINE user. Not linked: 409 E_LINE_NOT_LINKED (sign in by phone, then link).
 */
export async function lineSignInUserId(
  ctx: LineContext,
  sellerId: number,
  idToken: string,
): Promise<number> {
  const identity = await verifyLineUser(ctx, sellerId, { idToken });
  const [row] = await ctx.db
    .select({ userId: customers.userId })
    .from(customers)
    .where(
      and(
        eq(customers.sellerId, sellerId),
        eq(customers.lineUserId, identity.userId),
        isNull(customers.mergedIntoId),
      ),
    );
  if (!row?.userId) {
    throw AppError.of(ERROR_CODES.LINE_NOT_LINKED, '此 LINE 帳號尚未綁定會員，請先以手機號碼登入');
  }
  return row.userId;
}

/** The user's own (not folded) customer record at the seller. */
async function ownCustomer(db: LineContext['db'], userId: number, sellerId: number) {
  const [row] = await db.select().from(customers).where(activeCustomer({ sellerId, userId }));
  return row;
}

/** myCustomer: the linked record with the seller's LINE area settings. */
async function presentMyLineCustomer(
  ctx: LineContext,
  customer: CustomerRow,
  settings: LineSettingsRow,
): Promise<TMyLineCustomer> {
  const [[seller], [user], ownShops, bookable, [friend]] = await Promise.all([
    ctx.db.select().from(sellers).where(eq(sellers.id, customer.sellerId)),
    customer.userId
      ? ctx.db.select({ photoUrl: users.photoUrl }).from(users).where(eq(users.id, customer.userId))
      : Promise.resolve([]),
    ctx.db
      .select({ id: shops.id, displayName: shops.displayName, urlSlug: shops.urlSlug })
      .from(shops)
      .where(and(eq(shops.sellerId, customer.sellerId), ne(shops.reviewStatus, 'CLOSED')))
      .orderBy(asc(shops.id)),
    bookableShopsOf(ctx.db, customer.sellerId, settings.bookableShopIds),
    ctx.db
      .select({ isFriend: lineFriendships.isFriend })
      .from(lineFriendships)
      .where(
        and(
          eq(lineFriendships.sellerId, customer.sellerId),
          eq(lineFriendships.lineUserId, customer.lineUserId ?? ''),
        ),
      ),
  ]);
  return {
    sellerId: customer.sellerId,
    defaultShopName: settings.defaultShopName ?? seller?.displayName ?? null,
    id: customer.id,
    lineUserId: customer.lineUserId,
    displayName: customer.displayName,
    phoneNumber: shownPhoneNumber(customer.phoneNumber, settings.canUnmaskPhoneNumber),
    photoUrl: user?.photoUrl ?? null,
    gender: customer.gender,
    birthDate: customer.birthDate,
    contactEmail: customer.contactEmail,
    shops: ownShops,
    liffId: settings.liffId,
    showBookingButton: settings.showBookingButton,
    bookableShops: bookable,
    sendMessageOnLink: settings.sendMessageOnLink,
    canUnmaskPhoneNumber: settings.canUnmaskPhoneNumber,
    isLinked: true,
    isFriend: friend?.isFriend === true,
    profileSetting: { ...DEFAULT_PROFILE_SETTING, ...seller?.profileSetting },
  };
}

/** GET /v1/me/customers:link: the user's LINE-linked record at the seller, else 404. */
export async function getMyLineCustomer(
  ctx: LineContext,
  userId: number,
  sellerId: number,
): Promise<TMyLineCustomer> {
  const settings = await loadLineSettings(ctx.db, sellerId);
  const customer = await ownCustomer(ctx.db, userId, sellerId);
  if (!settings || !customer?.lineUserId) throw notFound('尚未綁定 LINE 會員');
  return presentMyLineCustomer(ctx, customer, settings);
}

/**
 * POST /v1/me/customers:link: ties the verified LINE user to the user's customer record at the
 * seller (reusing it, or a walk-in record of the user's verified phone, else creating one).
 * Every field the seller requires must have a value (given now, or already known). One LINE
 * user is one customer per seller: linked to another user's record → 409. Linking again is a
 * no-op. A new link may get the seller's welcome message (once).
 */
export async function linkLineCustomer(
  ctx: LineContext,
  userId: number,
  body: LinkBody,
): Promise<TMyLineCustomer> {
  const settings = await loginSettings(ctx, body.sellerId);
  const identity = await verifyLineUser(ctx, body.sellerId, body);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('找不到使用者');
  // A walk-in record the shop made for this verified phone becomes the user's first.
  if (user.phoneNumberVerified && user.phoneNumber) {
    await claimPhoneCustomers(ctx.db, userId, user.phoneNumber);
  }
  const existing = await ownCustomer(ctx.db, userId, body.sellerId);
  const given = {
    displayName: body.displayName ?? null,
    phoneNumber: body.phoneNumber ? validatePhoneNumber(body.phoneNumber).e164 : null,
    contactEmail: body.contactEmail ?? null,
    gender: body.gender ?? null,
    birthDate: body.birthDate ?? null,
  };
  const merged: Record<TProfileField, string | null> = {
    displayName: existing?.displayName ?? given.displayName ?? user.displayName,
    phoneNumber: existing?.phoneNumber ?? user.phoneNumber ?? given.phoneNumber,
    contactEmail: existing?.contactEmail ?? given.contactEmail ?? user.contactEmail,
    gender: existing?.gender ?? given.gender ?? user.gender,
    birthDate: existing?.birthDate ?? given.birthDate ?? user.birthDate,
  };
  const [seller] = await ctx.db.select().from(sellers).where(eq(sellers.id, body.sellerId));
  const setting = { ...DEFAULT_PROFILE_SETTING, ...seller?.profileSetting };
  for (const field of PROFILE_FIELDS) {
    if (setting[field].enabled && setting[field].required && !merged[field]) {
      throw profileIncomplete(field, field);
    }
  }
  const [taken] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(activeCustomer({ sellerId: body.sellerId }), eq(customers.lineUserId, identity.userId)),
    );
  if (taken && taken.id !== existing?.id) throw alreadyLinked();
  const fields = {
    displayName: merged.displayName,
    phoneNumber: merged.phoneNumber,
    contactEmail: merged.contactEmail,
    gender: merged.gender as CustomerRow['gender'],
    birthDate: merged.birthDate,
    lineUserId: identity.userId,
  };
  let customer: CustomerRow;
  try {
    if (existing) {
      const [row] = await ctx.db
        .update(customers)
        .set({ ...fields, updatedAt: ctx.clock() })
        .where(eq(customers.id, existing.id))
        .returning();
      customer = row!;
    } else {
      const [row] = await ctx.db
        .insert(customers)
        .values({ sellerId: body.sellerId, userId, ...fields })
        .returning();
      customer = row!;
    }
  } catch (error) {
    if (violatesUnique(error, 'customers_seller_line_user_key')) throw alreadyLinked();
    throw error;
  }
  if (existing?.lineUserId !== identity.userId && settings.sendMessageOnLink) {
    ctx.tasks.run(() => sendWelcome(ctx, customer, seller?.displayName ?? ''));
  }
  return presentMyLineCustomer(ctx, customer, settings);
}

function alreadyLinked() {
  return AppError.of(ERROR_CODES.LINE_ALREADY_LINKED, '此 LINE 帳號已綁定其他會員');
}

/**
 * The welcome push of a new link. Its retry key comes from the record and the LINE user, so a
 * retried link request within LINE's 24 hours is pushed once.
 */
async function sendWelcome(ctx: LineContext, customer: CustomerRow, sellerName: string) {
  try {
    const token = await sellerChannelToken(ctx.db, ctx.notifier, customer.sellerId);
    if (!token || !customer.lineUserId) return;
    const text = `【好約】${customer.displayName ?? ''}您好，已完成 ${sellerName} 的 LINE 會員綁定。之後的預約通知會傳送到這裡。`;
    const to = customer.lineUserId;
    await notingLineCall(ctx.db, customer.sellerId, () =>
      ctx.notifier.messenger.push({
        channelAccessToken: token,
        to,
        messages: [{ type: 'text', text }],
        retryKey: keyOf(`welcome:${customer.id}:${to}`),
      }),
    );
  } catch (error) {
    if ((error as { alreadyAccepted?: boolean }).alreadyAccepted) return;
    ctx.log.warn({ err: error, customerId: customer.id }, 'LINE welcome message failed');
  }
}

/** A UUID-shaped key derived from `text` (the same text, the same key). */
export function keyOf(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
