import type {
  TCurrency,
  TMyVoucher,
  TMyVoucherTransaction,
  TPaging,
  TVoucherState,
} from '@haoyue/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, voucherServices, vouchers, voucherTransactions } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { orderRefOf, orderRefs } from './depositories';
import { loadOwnCustomer } from './own-customer';

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
  o: { userId: number; customerId: number; state?: TVoucherState | undefined; now: Date },
): Promise<TMyVoucher[]> {
  const customer = await loadOwnCustomer(db, o.userId, o.customerId);
  const rows = await db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.customerId, customer.id),
        ...(o.state ? [voucherStateCondition(o.state, o.now)] : []),
      ),
    )
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id));
  const covered = rows.length
    ? await db
        .select({ voucherId: voucherServices.voucherId, id: services.id, name: services.name })
        .from(voucherServices)
        .innerJoin(services, eq(services.id, voucherServices.serviceId))
        .where(
          inArray(
            voucherServices.voucherId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(services.id))
    : [];
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
    services: covered.filter((c) => c.voucherId === row.id).map(({ id, name }) => ({ id, name })),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * One voucher's movements, newest first, without the reason or who recorded them
 * (GET /v1/me/customers/{id}/vouchers/{voucherId}/transactions).
 */
export async function listMyVoucherTransactions(
  db: Db,
  o: { userId: number; customerId: number; voucherId: number; page: number; perPage: number },
): Promise<{ data: TMyVoucherTransaction[]; meta: TPaging }> {
  const customer = await loadOwnCustomer(db, o.userId, o.customerId);
  const voucher = await firstOrNotFound(
    db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.id, o.voucherId), eq(vouchers.customerId, customer.id))),
    '找不到這張套票',
  );
  const own = eq(voucherTransactions.voucherId, voucher.id);
  const { rows, meta } = await readPage(
    db
      .select()
      .from(voucherTransactions)
      .where(own)
      .orderBy(desc(voucherTransactions.createdAt), desc(voucherTransactions.id)),
    { count: db.select({ total: count() }).from(voucherTransactions).where(own), paging: o },
  );
  const refs = await orderRefs(
    db,
    rows.map((r) => r.orderId),
  );
  const data = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    sessions: r.sessions,
    sessionsAfter: r.sessionsAfter,
    amount: r.amount,
    currency: voucher.currency as TCurrency,
    paymentMethod: r.paymentMethod,
    ...orderRefOf(refs, r.orderId),
    createdAt: r.createdAt.toISOString(),
  }));
  return { data, meta };
}
