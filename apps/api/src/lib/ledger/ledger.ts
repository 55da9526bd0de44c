import { and, count, desc, eq, getTableName, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  depositories,
  depositoryTransactions,
  vouchers,
  voucherTransactions,
} from '../../db/schema';
import { idempotencyKeyReused } from '../money-transaction';
import { type PageRequest, readPage } from '../paging';
import { violatesUnique } from '../pg-errors';

/*
 * The ledger mechanics of decision 012, written once for every balance-like quantity: a
 * balance column guarded by a CHECK beside append-only movement rows, each movement recorded
 * under an idempotency key unique per seller, so that balance = sum of the movements and the
 * history reads newest first without a running sum.
 */

/** A table of movements: who recorded it for which seller, under which key, when. */
export type MovementTable = PgTable & {
  id: AnyPgColumn;
  sellerId: AnyPgColumn;
  idempotencyKey: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/** A table of accounts: the rows whose balance column the movements explain. */
export type AccountTable = PgTable & { id: AnyPgColumn; sellerId: AnyPgColumn };

/** One ledger: its accounts, its movements and how a movement names its account. */
export interface Ledger<A extends AccountTable, M extends MovementTable> {
  accounts: A;
  movements: M;
  /** The movement's column holding its account's id. */
  accountId: AnyPgColumn;
  /** The unique (seller, key) index a concurrent twin of a movement trips. */
  keyIndex: string;
}

/**
 * A ledger of `accounts` explained by `movements`, whose column `accountId` names the account;
 * its (seller, key) unique index is named after the movements' table (`<table>_key`).
 */
export function defineLedger<A extends AccountTable, M extends MovementTable>(
  accounts: A,
  movements: M,
  accountId: keyof M['$inferSelect'] & string,
): Ledger<A, M> {
  const column = (movements as unknown as Record<string, AnyPgColumn>)[accountId]!;
  return { accounts, movements, accountId: column, keyIndex: `${getTableName(movements)}_key` };
}

/** Stored value: a customer's account per currency and its TOP_UP, SPEND, REFUND, ADJUST rows. */
export const depositoryLedger = defineLedger(depositories, depositoryTransactions, 'depositoryId');

/** Vouchers: the sessions left on a sold voucher and its SELL, USE, REFUND, EXPIRE… rows. */
export const voucherLedger = defineLedger(vouchers, voucherTransactions, 'voucherId');

/** A movement with its account, as the ledger stores them. */
export type Recorded<A extends AccountTable, M extends MovementTable> = {
  transaction: M['$inferSelect'];
  account: A['$inferSelect'];
};

/** What appending answers; `repeat`: the key was used before, nothing moved, the first is answered. */
export type Appended<A extends AccountTable, M extends MovementTable> = Recorded<A, M> & {
  outcome: 'moved' | 'repeat';
};

/** The movement recorded under a seller's idempotency key, with its account; null if none. */
export async function findMovement<A extends AccountTable, M extends MovementTable>(
  db: Db,
  ledger: Ledger<A, M>,
  { sellerId, idempotencyKey }: { sellerId: number; idempotencyKey: string },
): Promise<Recorded<A, M> | null> {
  const { accounts, movements } = ledger as Ledger<AccountTable, MovementTable>;
  const [row] = await db
    .select({ transaction: movements, account: accounts })
    .from(movements)
    .innerJoin(accounts, eq(accounts.id, ledger.accountId))
    .where(and(eq(movements.sellerId, sellerId), eq(movements.idempotencyKey, idempotencyKey)));
  return (row as Recorded<A, M> | undefined) ?? null;
}

/** The movements recorded under several keys of a seller. */
export async function findMovements<M extends MovementTable>(
  db: Db,
  movements: M,
  { sellerId, keys }: { sellerId: number; keys: string[] },
): Promise<M['$inferSelect'][]> {
  if (keys.length === 0) return [];
  const table = movements as MovementTable;
  return db
    .select()
    .from(table)
    .where(and(eq(table.sellerId, sellerId), inArray(table.idempotencyKey, keys))) as Promise<
    M['$inferSelect'][]
  >;
}

/** What every movement a caller asks for carries, whatever the ledger. */
export interface MovementRequest {
  sellerId: number;
  /** The order it belongs to (a spend on it, a session used for it). */
  orderId?: number | null;
  /** Why, in the seller's words (refunds, adjustments). */
  reason?: string | null;
  /** The seller member who recorded it; null for the system. */
  actorUserId?: number | null;
  /** The caller's key, unique per seller: the same key twice records one movement. */
  idempotencyKey: string;
  now: Date;
}

/** The columns every ledger's movement rows fill from the request. */
type RequestColumns =
  'sellerId' | 'orderId' | 'reason' | 'actorUserId' | 'idempotencyKey' | 'createdAt';

export interface AppendInput<A extends AccountTable, M extends MovementTable> {
  request: MovementRequest;
  /** Whether the movement recorded earlier under the key is the one asked for now (else 409). */
  isSame: (earlier: Recorded<A, M>) => boolean;
  /**
   * Changes the balance by one conditional UPDATE (whose WHERE and the table's CHECK keep it
   * in range; it throws the ledger's own refusal) and says the row to write beside it.
   */
  move: () => Promise<{
    account: A['$inferSelect'];
    movement: Omit<M['$inferInsert'], RequestColumns>;
  }>;
}

/**
 * Appends one movement, in the caller's transaction: a key used before answers its first
 * movement (`repeat`) or 409 E_IDEMPOTENCY_KEY_REUSED when it was another; else the balance
 * moves and the row explaining it is inserted in the same database transaction, so the balance
 * is always the sum of the rows. A concurrent twin of the key waits on the account's row lock,
 * then trips `ledger.keyIndex` (see `isKeyReplay`).
 */
export async function appendMovement<A extends AccountTable, M extends MovementTable>(
  tx: Db,
  ledger: Ledger<A, M>,
  input: AppendInput<A, M>,
): Promise<Appended<A, M>> {
  const { request: r } = input;
  const earlier = await findMovement(tx, ledger, r);
  if (earlier) {
    if (!input.isSame(earlier)) throw idempotencyKeyReused();
    return { outcome: 'repeat', ...earlier };
  }
  const { account, movement } = await input.move();
  const movements = ledger.movements as MovementTable;
  const [transaction] = await tx
    .insert(movements)
    .values({
      ...movement,
      sellerId: r.sellerId,
      orderId: r.orderId ?? null,
      reason: r.reason ?? null,
      actorUserId: r.actorUserId ?? null,
      idempotencyKey: r.idempotencyKey,
      createdAt: r.now,
    } as never)
    .returning();
  return { outcome: 'moved', transaction: transaction as M['$inferSelect'], account };
}

/** Whether an error is a concurrent twin of a movement's key (see `appendMovement`). */
export function isKeyReplay(error: unknown, ledger: Ledger<AccountTable, MovementTable>): boolean {
  return violatesUnique(error, ledger.keyIndex);
}

/**
 * Runs a keyed write; when a concurrent twin of its key committed first (one of `keyIndexes`
 * tripped after waiting for it), answers `replay()`, the first one's answer, instead.
 */
export async function answerKeyReplay<T>(
  keyIndexes: string[],
  run: () => Promise<T>,
  replay: () => Promise<T | null>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!keyIndexes.some((index) => violatesUnique(error, index))) throw error;
    const first = await replay();
    if (first === null) throw error;
    return first;
  }
}

/** Newest first, as every history of movements reads: by time, then by id within an instant. */
export function newestFirst(movements: { createdAt: AnyPgColumn; id: AnyPgColumn }): SQL[] {
  return [desc(movements.createdAt), desc(movements.id)];
}

/** One page of the movements matching `where`, newest first, with how many match. */
export function movementPage<M extends MovementTable>(
  db: Db,
  movements: M,
  { where, paging }: { where: SQL | undefined; paging: PageRequest },
) {
  const table = movements as MovementTable;
  return readPage(
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...newestFirst(table)) as unknown as Parameters<
      typeof readPage<M['$inferSelect']>
    >[0],
    { count: db.select({ total: count() }).from(table).where(where), paging },
  );
}
