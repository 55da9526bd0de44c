import type {
  TAdminLineChannel,
  TAdminLineChannelsQuery,
  TSetLineChannelRequest,
} from '@haoyue/contracts';
import { and, count, desc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { lineSettings, sellers } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import { containsAny } from '../../lib/like-pattern';
import { readPage } from '../../lib/paging';
import { type AdminActor, fieldChanges, recordAdminAudit } from './audit';

const channelColumns = { row: lineSettings, sellerName: sellers.displayName };

/**
 * Sellers' LINE settings joined to their seller, for a where and an order: the row with the
 * seller's name, or the `fields` given (the list's count).
 */
function selectChannels<F extends SelectedFields>(db: Db, fields: F) {
  return db
    .select(fields)
    .from(lineSettings)
    .innerJoin(sellers, eq(sellers.id, lineSettings.sellerId));
}

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
    where.push(
      containsAny(
        [
          sellers.displayName,
          lineSettings.liffId,
          lineSettings.loginChannelId,
          lineSettings.messagingChannelId,
        ],
        query.keyword,
      ),
    );
  }
  if (query.status) where.push(STATUS[query.status]!);
  const condition = and(...where);
  const { rows, meta } = await readPage(
    selectChannels(db, channelColumns)
      .where(condition)
      .orderBy(desc(lineSettings.createdAt), desc(lineSettings.sellerId)),
    {
      count: selectChannels(db, { total: count() }).where(condition),
      paging: query,
    },
  );
  return { data: rows.map(present), meta };
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
  const [row] = await selectChannels(db, channelColumns).where(eq(lineSettings.sellerId, sellerId));
  return present(row!);
}
