import type { TBookingVoucherUse } from '@haoyue/contracts';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { voucherServices, vouchers, voucherTransactions } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { heldBy } from '../../lib/member-items/customer-records';
import { moveVoucherSessions } from './voucher-ledger';

const VOUCHER_NOT_FOUND = '找不到這張票券';

/**
 * Checks the vouchers a booking would pay services with: each one the customer's at the seller,
 * not refunded, not expired, covering its service, with a session left for every service it is
 * to pay. `lock` (the order's transaction) takes the voucher rows `for update`, in id order, so
 * two orders spending one voucher's last session take turns and the second sees none left (the
 * RESERVE's conditional UPDATE and the table's CHECK back this up). Throws 404 / 409.
 */
export async function checkBookingVouchers(
  tx: Db,
  o: {
    sellerId: number;
    customerId: number | null;
    uses: readonly TBookingVoucherUse[];
    lock: boolean;
    now: Date;
  },
): Promise<void> {
  if (o.uses.length === 0) return;
  if (o.customerId === null) throw notFound(VOUCHER_NOT_FOUND);
  const ids = [...new Set(o.uses.map((u) => u.voucherId))].sort((a, b) => a - b);
  const query = tx
    .select()
    .from(vouchers)
    .where(
      and(
        inArray(vouchers.id, ids),
        heldBy(vouchers, { sellerId: o.sellerId, customerId: o.customerId }),
      ),
    )
    .orderBy(asc(vouchers.id));
  const rows = o.lock ? await query.for('update') : await query;
  const byId = new Map(rows.map((v) => [v.id, v]));
  const covers = await tx
    .select()
    .from(voucherServices)
    .where(inArray(voucherServices.voucherId, ids));
  for (const id of ids) {
    const voucher = byId.get(id);
    if (!voucher) throw notFound(VOUCHER_NOT_FOUND);
    const name = `「${voucher.name}」`;
    if (voucher.refundedAt) throw AppError.of('E_VOUCHER_USED_UP', `票券${name}已退還，無法使用`);
    if (voucher.expiresAt && voucher.expiresAt <= o.now) {
      throw AppError.of('E_ITEM_EXPIRED', `票券${name}已過期，無法使用`);
    }
    const services = o.uses.filter((u) => u.voucherId === id).map((u) => u.serviceId);
    for (const serviceId of services) {
      if (!covers.some((c) => c.voucherId === id && c.serviceId === serviceId)) {
        throw AppError.of('E_VOUCHER_NOT_COVERED', `票券${name}不適用於這項服務`);
      }
    }
    if (services.length > voucher.sessionsLeft) {
      throw AppError.of(
        'E_VOUCHER_USED_UP',
        voucher.sessionsLeft === 0
          ? `票券${name}已沒有剩餘次數`
          : `票券${name}只剩 ${voucher.sessionsLeft} 次`,
      );
    }
  }
}

/** A booked service a voucher pays for, once the order's rows exist. */
export type BookedVoucherUse = { voucherId: number; serviceItemId: number };

/**
 * In the order's transaction, after checkBookingVouchers: one RESERVE row (−1 session) per
 * covered service, keyed by the order and its service item so a retry reserves once.
 */
export async function reserveBookingVouchers(
  tx: Db,
  o: {
    sellerId: number;
    orderId: number;
    bookingId: number;
    uses: readonly BookedVoucherUse[];
    actorUserId: number | null;
    now: Date;
  },
): Promise<void> {
  for (const use of [...o.uses].sort((a, b) => a.voucherId - b.voucherId)) {
    await moveVoucherSessions(tx, {
      sellerId: o.sellerId,
      voucherId: use.voucherId,
      kind: 'RESERVE',
      sessions: -1,
      orderId: o.orderId,
      bookingId: o.bookingId,
      serviceItemId: use.serviceItemId,
      actorUserId: o.actorUserId,
      reason: '預約時使用票券',
      idempotencyKey: `order:${o.orderId}:reserve:${use.serviceItemId}`,
      now: o.now,
    });
  }
}

const release = alias(voucherTransactions, 'release');

/** The order's RESERVE rows not yet released (nor turned into a USE). */
function openReserves(tx: Db, orderId: number) {
  return tx
    .select()
    .from(voucherTransactions)
    .where(
      and(
        eq(voucherTransactions.orderId, orderId),
        eq(voucherTransactions.kind, 'RESERVE'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(release)
            .where(
              and(
                eq(release.serviceItemId, voucherTransactions.serviceItemId),
                eq(release.kind, 'RELEASE'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(voucherTransactions.voucherId), asc(voucherTransactions.id));
}

/**
 * In the transaction closing or cancelling an order, settles its reserved sessions:
 * `USE` turns each open RESERVE row into the USE of its session (the visit happened, or the
 * booking was cancelled too late / missed: the session is spent; the row already took it, so
 * nothing is counted twice); `RELEASE` gives each back with a RELEASE row (+1), keyed by the
 * service item so a repeated cancel releases once. A voucher refunded meanwhile keeps nothing
 * to give back to (its unused sessions were paid out): its reserve is left as it is.
 */
export async function settleBookingVouchers(
  tx: Db,
  o: {
    sellerId: number;
    orderId: number;
    outcome: 'USE' | 'RELEASE';
    actorUserId: number | null;
    now: Date;
  },
): Promise<void> {
  const reserves = await openReserves(tx, o.orderId);
  if (reserves.length === 0) return;
  if (o.outcome === 'USE') {
    await tx
      .update(voucherTransactions)
      .set({ kind: 'USE' })
      .where(
        inArray(
          voucherTransactions.id,
          reserves.map((r) => r.id),
        ),
      );
    return;
  }
  for (const reserve of reserves) {
    const [voucher] = await tx
      .select({ refundedAt: vouchers.refundedAt })
      .from(vouchers)
      .where(eq(vouchers.id, reserve.voucherId))
      .for('update');
    if (!voucher || voucher.refundedAt) continue;
    await moveVoucherSessions(tx, {
      sellerId: o.sellerId,
      voucherId: reserve.voucherId,
      kind: 'RELEASE',
      sessions: 1,
      orderId: o.orderId,
      bookingId: reserve.bookingId,
      serviceItemId: reserve.serviceItemId,
      actorUserId: o.actorUserId,
      reason: '預約取消，退回次數',
      idempotencyKey: `order:${o.orderId}:release:${reserve.serviceItemId}`,
      now: o.now,
    });
  }
}
