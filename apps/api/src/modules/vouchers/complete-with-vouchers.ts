import type { TVoucherUse } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { findVoucherMovements, moveVoucherSessions } from './voucher-ledger';

/** The order being completed, as the booking module hands it over. */
type CompletedOrder = { id: number; sellerId: number };

/** The key of one booking's USE within a completion's key. */
const useKey = (idempotencyKey: string, bookingId: number) => `${idempotencyKey}:use:${bookingId}`;

/**
 * What completing an order with voucher sessions adds to the booking module's closeOrder:
 * `inTransaction` uses one session per listed booking inside the completion's transaction (a
 * failing use throws, so nothing is completed); `replayed` tells a retried completion (every
 * use already recorded under its key) from an order completed otherwise.
 */
export function voucherCompletion(o: {
  sellerId: number;
  userId: number;
  uses: TVoucherUse[];
  idempotencyKey: string;
}) {
  return {
    inTransaction: async (tx: Db, order: CompletedOrder, now: Date): Promise<void> => {
      const own = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.orderId, order.id));
      const bookingIds = new Set(own.map((b) => b.id));
      const seen = new Set<number>();
      for (const use of o.uses) {
        if (!bookingIds.has(use.bookingId)) {
          throw invalid('voucherUses', '套票只能用於這筆訂單的預約');
        }
        if (seen.has(use.bookingId)) {
          throw invalid('voucherUses', '一筆預約只能使用一次套票');
        }
        seen.add(use.bookingId);
      }
      for (const use of o.uses) {
        await moveVoucherSessions(tx, {
          sellerId: o.sellerId,
          voucherId: use.voucherId,
          kind: 'USE',
          sessions: -1,
          bookingId: use.bookingId,
          orderId: order.id,
          actorUserId: o.userId,
          idempotencyKey: useKey(o.idempotencyKey, use.bookingId),
          now,
        });
      }
    },
    replayed: async (db: Db): Promise<boolean> => {
      const found = await findVoucherMovements(
        db,
        o.sellerId,
        o.uses.map((u) => useKey(o.idempotencyKey, u.bookingId)),
      );
      return o.uses.every((u) =>
        found.some(
          (t) => t.kind === 'USE' && t.bookingId === u.bookingId && t.voucherId === u.voucherId,
        ),
      );
    },
  };
}
