import type {
  TAdminLineChannel,
  TAdminLineChannelsQuery,
  TSetLineChannelRequest,
} from '@haoyue/contracts';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lineSettings, sellers } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import { likeContaining } from '../../lib/like-pattern';
import { type AdminActor, fieldChanges, recordAdminAudit } from './audit';

const columns = { row: lineSettings, sellerName: sellers.displayName };

function present({
  row,
  sellerName,
}: {
  row: typeof lineSettings.$inferSelect;
  sellerName: string;
}): TAdminLineChannel {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    sellerId: row.sellerId,
    sellerName,
    liffId: row.liffId,
    loginChannelId: row.loginChannelId,
    messagingChannelId: row.messagingChannelId,
    hasChannelAccessToken: row.channelAccessTokenCiphertext !== null,
    connectedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastSuccessAt: iso(row.lastSuccessAt),
    lastFailureAt: iso(row.lastFailureAt),
    lastFailureMessage: row.lastFailureMessage,
    failureCount: row.failureCount,
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
  };
}

const STATUS: Record<NonNullable<TAdminLineChannelsQuery['status']>, SQL | undefined> = {
  active: and(isNull(lineSettings.disabledAt), eq(lineSettings.failureCount, 0)),
  failing: and(isNull(lineSettings.disabledAt), gt(lineSettings.failureCount, 0)),
  disabled: isNotNull(lineSettings.disabledAt),
};

/** Sellers' LINE settings, newest first, by keyword and status, a page at a time. */
export async function listLineChannels(db: Db, query: TAdminLineChannelsQuery) {
  const where: SQL[] = [];
  if (query.keyword) {
    const like = likeContaining(query.keyword);
    where.push(
      or(
        ilike(sellers.displayName, like),
        ilike(lineSettings.liffId, like),
        ilike(lineSettings.loginChannelId, like),
        ilike(lineSettings.messagingChannelId, like),
      )!,
    );
  }
  if (query.status) where.push(STATUS[query.status]!);
  const condition = where.length ? and(...where) : undefined;
  const { page, perPage } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(lineSettings)
      .innerJoin(sellers, eq(sellers.id, lineSettings.sellerId))
      .where(condition)
      .orderBy(desc(lineSettings.createdAt), desc(lineSettings.sellerId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(lineSettings)
      .innerJoin(sellers, eq(sellers.id, lineSettings.sellerId))
      .where(condition),
  ]);
  return { data: rows.map(present), meta: { page, perPage, total: total?.n ?? 0 } };
}

/**
 * Disables a seller's LINE channels (LINE login and pushes then behave as with none set) or
 * enables them again, with the reason, audited in the same transaction.
 */
export async function setLineChannel(
  db: Db,
  input: { actor: AdminActor; sellerId: number } & TSetLineChannelRequest,
): Promise<TAdminLineChannel> {
  const { actor, sellerId, disabled, reason } = input;
  await db.transaction(async (tx) => {
    const was = await firstOrNotFound(
      tx.select().from(lineSettings).where(eq(lineSettings.sellerId, sellerId)).for('update'),
      '此商家尚未設定 LINE',
    );
    const [now] = await tx
      .update(lineSettings)
      .set(
        disabled
          ? { disabledAt: was.disabledAt ?? new Date(), disabledReason: reason }
          : { disabledAt: null, disabledReason: null },
      )
      .where(eq(lineSettings.sellerId, sellerId))
      .returning();
    const changed = fieldChanges(
      { disabled: was.disabledAt !== null, disabledReason: was.disabledReason },
      { disabled: now!.disabledAt !== null, disabledReason: now!.disabledReason },
    );
    if (!changed) return;
    await recordAdminAudit(tx as unknown as Db, {
      actor,
      action: disabled ? 'line_channel.disable' : 'line_channel.enable',
      target: { type: 'line_channel', id: sellerId },
      reason,
      ...changed,
    });
  });
  const [row] = await db
    .select(columns)
    .from(lineSettings)
    .innerJoin(sellers, eq(sellers.id, lineSettings.sellerId))
    .where(eq(lineSettings.sellerId, sellerId));
  return present(row!);
}
