import type { TCurrency, TMyDepository, TMyDepositoryTransaction } from '@haoyue/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositories } from '../../db/schema';
import { depositoryLedger } from '../../lib/ledger/ledger';
import { listMyMovements, type MyPageCall } from './my-ledgers';
import { loadOwnCustomer } from './own-customer';
import type { Paged } from '../../lib/paging';

type DepositoryRow = typeof depositories.$inferSelect;

/** A stored-value account as its holder sees it (pure). */
export function presentMyDepository(row: DepositoryRow, now: Date): TMyDepository {
  return {
    id: row.id,
    currency: row.currency as TCurrency,
    balance: row.balance,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isExpired: row.expiresAt !== null && row.expiresAt <= now,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's stored-value accounts at the seller (GET /v1/me/customers/{id}/depositories). */
export async function listMyDepositories(
  db: Db,
  o: { userId: number; id: number; now: Date },
): Promise<TMyDepository[]> {
  const customer = await loadOwnCustomer(db, o.userId, o.id);
  const rows = await db
    .select()
    .from(depositories)
    .where(eq(depositories.customerId, customer.id))
    .orderBy(asc(depositories.id));
  return rows.map((row) => presentMyDepository(row, o.now));
}

/**
 * One account's movements, newest first, without the internal reason or who recorded them
 * (GET /v1/me/customers/{id}/depositories/{depositoryId}/transactions).
 */
export function listMyDepositoryTransactions(
  db: Db,
  { depositoryId, ...call }: MyPageCall & { depositoryId: number },
): Promise<Paged<TMyDepositoryTransaction>> {
  return listMyMovements(db, depositoryLedger, {
    call,
    accountId: depositoryId,
    notFound: '找不到儲值金帳戶',
    present: (r) => ({ amount: r.amount, balanceAfter: r.balanceAfter, paidAmount: r.paidAmount }),
  });
}
