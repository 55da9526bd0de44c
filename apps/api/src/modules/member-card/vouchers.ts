import type {
  TCurrency,
  TMyVoucher,
  TMyVoucherTransaction,
  TVoucherState,
} from '@haoyue/contracts';
import { and, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voucherServices, vouchers } from '../../db/schema';
import { voucherLedger } from '../../lib/ledger/ledger';
import { coveredServices } from '../../lib/member-items/seller-services';
import { listMyMovements, type MyPageCall } from './my-ledgers';
import { loadOwnCustomer } from './own-customer';
import type { Paged } from '../../lib/paging';

type VoucherRow = typeof vouchers.$inferSelect;

/**
 * A voucher's state for its holder: USED_UP once no session is left (a refund takes them all),
 * else EXPIRED past its expiry, else USABLE.
 */
export function voucherState(
  row: Pick<VoucherRow, 'sessionsLeft' | 'refundedAt' | 'expiresAt'>,
  now: Date,
): TVoucherState {
  if (row.sessionsLeft === 0 || row.refundedAt !== null) return 'USED_UP';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'EXPIRED';
  return 'USABLE';
}

/** The same states as SQL conditions on the vouchers table (for lists and counts). */
export function voucherStateCondition(state: TVoucherState, now: Date): SQL {
  const usedUp = or(eq(vouchers.sessionsLeft, 0), isNotNull(vouchers.refundedAt))!;
  const expired = and(isNotNull(vouchers.expiresAt), lte(vouchers.expiresAt, now))!;
  const notUsedUp = and(gt(vouchers.sessionsLeft, 0), isNull(vouchers.refundedAt))!;
  if (state === 'USED_UP') return usedUp;
  if (state === 'EXPIRED') return and(notUsedUp, expired)!;
  return and(notUsedUp, or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now)))!;
}

/** The customer's vouchers at the seller, newest first (GET /v1/me/customers/{id}/vouchers). */
export async function listMyVouchers(
  db: Db,
  o: { userId: number; id: number; q: { state?: TVoucherState | undefined }; now: Date },
): Promise<TMyVoucher[]> {
  const customer = await loadOwnCustomer(db, o.userId, o.id);
  const { state } = o.q;
  const rows = await db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.customerId, customer.id),
        ...(state ? [voucherStateCondition(state, o.now)] : []),
      ),
    )
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id));
  const covered = await coveredServices(db, voucherServices, {
    itemId: voucherServices.voucherId,
    itemIds: rows.map((r) => r.id),
    order: 'id',
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: voucherState(row, o.now),
    sessionsTotal: row.sessionsTotal,
    sessionsLeft: row.sessionsLeft,
    price: row.price,
    currency: row.currency as TCurrency,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    services: covered.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * One voucher's movements, newest first, without the reason or who recorded them
 * (GET /v1/me/customers/{id}/vouchers/{voucherId}/transactions).
 */
export function listMyVoucherTransactions(
  db: Db,
  { voucherId, ...call }: MyPageCall & { voucherId: number },
): Promise<Paged<TMyVoucherTransaction>> {
  return listMyMovements(db, voucherLedger, {
    call,
    accountId: voucherId,
    notFound: '找不到這張套票',
    present: (r) => ({ sessions: r.sessions, sessionsAfter: r.sessionsAfter, amount: r.amount }),
  });
}
