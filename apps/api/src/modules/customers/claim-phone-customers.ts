import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consentFormResponses,
  coupons,
  customerMerges,
  customers,
  customerTagLinks,
  depositories,
  orders,
  productTransactions,
  vouchers,
} from '../../db/schema';
import { moveDepository } from '../stored-value';
import { moneyTransaction } from '../../lib/money-transaction';

type CustomerRow = typeof customers.$inferSelect;
type Tx = Db;

/** The fields a walk-in record may lend the record it is folded into, where that one is empty. */
const LENDABLE = ['displayName', 'contactEmail', 'gender', 'birthDate', 'lineUserId'] as const;

/**
 * Gives the user who has just verified `phoneNumber` the customer records shops made for that
 * number (a booking by phone, a walk-in): per seller, the user's own record (or, if they have
 * none there yet, the oldest such record, which becomes theirs) takes the others' orders and
 * membership items (see moveItems), and each record folded in is marked `mergedIntoId`. Every claim and merge is a `customer_merges`
 * row. Idempotent: a record once claimed or merged is not seen again. Returns how many records
 * were claimed or merged.
 */
export async function claimPhoneCustomers(
  db: Db,
  userId: number,
  phoneNumber: string,
): Promise<number> {
  // The common case (nothing to claim) is one indexed read, outside any transaction.
  const [any] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(unclaimedWith(phoneNumber))
    .limit(1);
  if (!any) return 0;
  return moneyTransaction(db, async ({ db: tx }) => {
    const found = await tx
      .select()
      .from(customers)
      .where(unclaimedWith(phoneNumber))
      .orderBy(asc(customers.id))
      .for('update');
    const sellerIds = [...new Set(found.map((c) => c.sellerId))];
    const own = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.userId, userId), inArray(customers.sellerId, sellerIds)))
      .for('update');
    let changed = 0;
    for (const sellerId of sellerIds) {
      const records = found.filter((c) => c.sellerId === sellerId);
      let into = own.find((c) => c.sellerId === sellerId);
      if (!into) {
        // The oldest record becomes the user's: its orders are theirs without moving.
        const claimed = records.shift()!;
        await tx
          .update(customers)
          .set({ userId, updatedAt: new Date() })
          .where(eq(customers.id, claimed.id));
        await record(tx, { sellerId, userId, from: claimed, intoId: claimed.id, moved: 0 });
        into = { ...claimed, userId };
        changed += 1;
      }
      for (const from of records) {
        await mergeInto(tx, { userId, from, into });
        changed += 1;
      }
    }
    return changed;
  });
}

function unclaimedWith(phoneNumber: string) {
  return and(
    eq(customers.phoneNumber, phoneNumber),
    isNull(customers.userId),
    isNull(customers.mergedIntoId),
  );
}

interface MergeIntoInput {
  userId: number;
  from: CustomerRow;
  into: CustomerRow;
}

async function mergeInto(tx: Tx, { userId, from, into }: MergeIntoInput) {
  const moved = await tx
    .update(orders)
    .set({ customerId: into.id, updatedAt: new Date() })
    .where(eq(orders.customerId, from.id))
    .returning({ id: orders.id });
  const lent: Partial<CustomerRow> = {};
  for (const field of LENDABLE) {
    if (into[field] == null && from[field] != null) Object.assign(lent, { [field]: from[field] });
  }
  // A LINE user is one record per seller (unique): the walk-in's link moves, it is not copied.
  if (lent.lineUserId) {
    await tx.update(customers).set({ lineUserId: null }).where(eq(customers.id, from.id));
  }
  // The shop's notes on both records are kept, the walk-in's after the member's.
  const summary = [into.summary, from.summary].filter(Boolean).join('\n') || null;
  await tx
    .update(customers)
    .set({ ...lent, summary, updatedAt: new Date() })
    .where(eq(customers.id, into.id));
  Object.assign(into, lent, { summary });
  // The shop's tags on the walk-in record stay with the customer.
  await tx.execute(sql`insert into ${customerTagLinks} (customer_id, tag_id)
    select ${into.id}, tag_id from ${customerTagLinks} where customer_id = ${from.id}
    on conflict do nothing`);
  await moveItems(tx, from, into);
  await tx
    .update(customers)
    .set({ mergedIntoId: into.id, updatedAt: new Date() })
    .where(eq(customers.id, from.id));
  await record(tx, { sellerId: from.sellerId, userId, from, intoId: into.id, moved: moved.length });
}

function record(
  tx: Tx,
  m: { sellerId: number; userId: number; from: CustomerRow; intoId: number; moved: number },
) {
  return tx.insert(customerMerges).values({
    sellerId: m.sellerId,
    userId: m.userId,
    fromCustomerId: m.from.id,
    intoCustomerId: m.intoId,
    phoneNumber: m.from.phoneNumber!,
    ordersMoved: m.moved,
  });
}

/**
 * What the shop sold or recorded for the walk-in record goes with the customer: vouchers,
 * product purchases, consent form responses and coupons (renumbered after the member's own of
 * the same campaign) change owner; a stored-value account moves whole when the member has none
 * in its currency, otherwise its balance moves by two ADJUST rows (out of the walk-in's
 * account, into the member's), so both ledgers still sum.
 */
async function moveItems(tx: Tx, from: CustomerRow, into: CustomerRow) {
  const now = new Date();
  await tx.update(vouchers).set({ customerId: into.id }).where(eq(vouchers.customerId, from.id));
  await tx
    .update(consentFormResponses)
    .set({ customerId: into.id })
    .where(eq(consentFormResponses.customerId, from.id));
  await tx
    .update(productTransactions)
    .set({ customerId: into.id })
    .where(eq(productTransactions.customerId, from.id));
  await tx.execute(sql`update ${coupons} as c set customer_id = ${into.id},
    seq = c.seq + coalesce((select max(o.seq) from ${coupons} as o
      where o.campaign_id = c.campaign_id and o.customer_id = ${into.id}), 0)
    where c.customer_id = ${from.id}`);

  const accounts = await tx
    .select()
    .from(depositories)
    .where(eq(depositories.customerId, from.id))
    .for('update');
  for (const account of accounts) {
    const [held] = await tx
      .select({ id: depositories.id })
      .from(depositories)
      .where(
        and(eq(depositories.customerId, into.id), eq(depositories.currency, account.currency)),
      );
    if (!held) {
      await tx
        .update(depositories)
        .set({ customerId: into.id, updatedAt: now })
        .where(eq(depositories.id, account.id));
      continue;
    }
    if (account.balance === 0) continue;
    const common = {
      sellerId: from.sellerId,
      currency: account.currency,
      kind: 'ADJUST' as const,
      reason: '併入會員帳戶',
      now,
    };
    await moveDepository(tx as unknown as Db, {
      ...common,
      customerId: from.id,
      amount: -account.balance,
      idempotencyKey: `merge-out:${from.id}:${account.currency}`,
    });
    await moveDepository(tx as unknown as Db, {
      ...common,
      customerId: into.id,
      amount: account.balance,
      idempotencyKey: `merge-in:${from.id}:${account.currency}`,
    });
  }
}
