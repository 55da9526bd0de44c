import type {
  CallBody,
  lineSettingsCalls,
  TLineBookableShop,
  TLineSettings,
  TPublicLineSettings,
} from '@haoyue/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lineSettings, shops } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import type { LineContext } from './context';

export type LineSettingsRow = typeof lineSettings.$inferSelect;

/** The seller's LINE settings row, or undefined when never saved. */
export async function loadLineSettings(db: Db, sellerId: number) {
  const [row] = await db.select().from(lineSettings).where(eq(lineSettings.sellerId, sellerId));
  return row;
}

/** The seller's open shops among `ids`, in the order of `ids`. */
export async function bookableShopsOf(
  db: Db,
  sellerId: number,
  ids: readonly number[],
): Promise<TLineBookableShop[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: shops.id, displayName: shops.displayName, urlSlug: shops.urlSlug })
    .from(shops)
    .where(
      and(
        eq(shops.sellerId, sellerId),
        inArray(shops.id, [...ids]),
        ne(shops.reviewStatus, 'CLOSED'),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The dashboard's view: secrets only as "is set". */
export async function presentLineSettings(
  ctx: Pick<LineContext, 'db' | 'publicBaseUrl'>,
  sellerId: number,
  row: LineSettingsRow | undefined,
): Promise<TLineSettings> {
  return {
    sellerId,
    configured: row !== undefined,
    liffId: row?.liffId ?? null,
    loginChannelId: row?.loginChannelId ?? null,
    messagingChannelId: row?.messagingChannelId ?? null,
    hasChannelSecret: Boolean(row?.channelSecretCiphertext),
    hasChannelAccessToken: Boolean(row?.channelAccessTokenCiphertext),
    showBookingButton: row?.showBookingButton ?? true,
    bookableShops: row ? await bookableShopsOf(ctx.db, sellerId, row.bookableShopIds) : [],
    defaultShopName: row?.defaultShopName ?? null,
    sendMessageOnLink: row?.sendMessageOnLink ?? false,
    canUnmaskPhoneNumber: row?.canUnmaskPhoneNumber ?? false,
    webhookUrl: `${ctx.publicBaseUrl}/v1/line/webhook/${sellerId}`,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    platformDisabled: row?.disabledAt
      ? { at: row.disabledAt.toISOString(), reason: row.disabledReason ?? '' }
      : null,
  };
}

/** What anyone may read before signing in (404 when the seller has no LINE settings). */
export async function publicLineSettings(db: Db, sellerId: number): Promise<TPublicLineSettings> {
  const row = await loadLineSettings(db, sellerId);
  if (!row) throw notFound('此商家尚未設定 LINE');
  // Disabled by a platform admin: the LINE area answers as for a seller without LINE.
  if (row.disabledAt) throw notFound('此商家的 LINE 服務暫停使用');
  return {
    sellerId,
    liffId: row.liffId,
    loginChannelId: row.loginChannelId,
    showBookingButton: row.showBookingButton,
    bookableShops: await bookableShopsOf(db, sellerId, row.bookableShopIds),
    defaultShopName: row.defaultShopName,
    sendMessageOnLink: row.sendMessageOnLink,
    canUnmaskPhoneNumber: row.canUnmaskPhoneNumber,
  };
}

type ParsedInput = CallBody<typeof lineSettingsCalls.updateLineSettings>;

/**
 * Saves the seller's settings. The secret and the token are sealed; omitted, the stored ones
 * stay; null removes them. Bookable shops must be open shops of this seller (400 otherwise).
 */
export async function saveLineSettings(
  ctx: Pick<LineContext, 'db' | 'secrets' | 'notifier' | 'clock'>,
  sellerId: number,
  input: ParsedInput,
): Promise<LineSettingsRow> {
  const found = await bookableShopsOf(ctx.db, sellerId, input.bookableShops);
  if (found.length !== input.bookableShops.length) {
    throw invalid('bookableShops', '可預約分店須為此商家營業中的分店');
  }
  const sealed = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : ctx.secrets.seal(value);
  const values = {
    liffId: input.liffId ?? null,
    loginChannelId: input.loginChannelId ?? null,
    messagingChannelId: input.messagingChannelId ?? null,
    showBookingButton: input.showBookingButton,
    bookableShopIds: input.bookableShops,
    defaultShopName: input.defaultShopName ?? null,
    sendMessageOnLink: input.sendMessageOnLink,
    canUnmaskPhoneNumber: input.canUnmaskPhoneNumber,
    updatedAt: ctx.clock(),
    ...(input.channelSecret !== undefined
      ? { channelSecretCiphertext: sealed(input.channelSecret) }
      : {}),
    ...(input.channelAccessToken !== undefined
      ? { channelAccessTokenCiphertext: sealed(input.channelAccessToken) }
      : {}),
  };
  const [row] = await ctx.db
    .insert(lineSettings)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: lineSettings.sellerId, set: values })
    .returning();
  if (input.channelAccessToken) ctx.notifier.onTokenOpened?.(input.channelAccessToken);
  return row!;
}

/** The seller's webhook secret, opened; null when none is stored. */
export async function sellerChannelSecret(
  ctx: Pick<LineContext, 'db' | 'secrets'>,
  sellerId: number,
): Promise<string | null> {
  const row = await loadLineSettings(ctx.db, sellerId);
  return row?.channelSecretCiphertext ? ctx.secrets.open(row.channelSecretCiphertext) : null;
}
