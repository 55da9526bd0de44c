import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, DEFAULT_PROFILE_SETTING, sellers } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import { type CustomerRow, presentCustomers } from './present-customers';

/** The user's customer records, one per seller they have booked with (GET /v1/me/customers). */
export async function listMyCustomers(
  db: Db,
  userId: number,
  q: { sellerId?: number | undefined; withShops: boolean },
) {
  const rows = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.userId, userId),
        ...(q.sellerId ? [eq(customers.sellerId, q.sellerId)] : []),
      ),
    )
    .orderBy(asc(customers.id));
  return presentCustomers(db, rows, q.withShops);
}

/** One of the user's customer records as stored; another user's is 404. */
export async function loadMyCustomer(db: Db, userId: number, id: number): Promise<CustomerRow> {
  return firstOrNotFound(
    db
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), eq(customers.userId, userId))),
    '找不到會員資料',
  );
}

export interface GetMyCustomerInput {
  userId: number;
  id: number;
  withShops: boolean;
}

/** One of the user's customer records; another user's is 404 (GET /v1/me/customers/{id}). */
export async function getMyCustomer(db: Db, { userId, id, withShops }: GetMyCustomerInput) {
  const [presented] = await presentCustomers(db, [await loadMyCustomer(db, userId, id)], withShops);
  return presented!;
}

/** The seller's profile settings and the user's record there, if any (GET /v1/me/customers:form). */
export async function getCustomerForm(db: Db, userId: number, sellerId: number) {
  const seller = await firstOrNotFound(
    db.select().from(sellers).where(eq(sellers.id, sellerId)),
    '找不到商家',
  );
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.sellerId, sellerId), eq(customers.userId, userId)));
  const [customer] = row ? await presentCustomers(db, [row]) : [];
  return {
    profileSetting: { ...DEFAULT_PROFILE_SETTING, ...seller.profileSetting },
    customer: customer ?? null,
  };
}
