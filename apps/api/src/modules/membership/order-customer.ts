import { ERROR_CODES, type TBookingProfile } from '@haoyue/contracts';
import { and, asc, eq, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, users } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { validatePhoneNumber } from '../identity';
import { type CustomerProfile, resolveBookingProfile } from './booking-profile';

/** Whom an order is for, as its caller describes them. */
export type OrderCustomerInput =
  /** The signed-in user books for themselves: the form is checked against the seller's settings. */
  | { kind: 'USER'; userId: number; profile: TBookingProfile }
  /** The shop books for someone: an existing customer of the seller, or one described by name. */
  | { kind: 'WALK_IN'; customerId?: number | undefined; profile: TBookingProfile };

/** The customer an order will be written for: an existing record, or the values of a new one. */
export type OrderCustomer = {
  /** The customer's user, if any (they see the order among theirs). */
  userId: number | null;
  /** An existing record of the seller; else one is found (same user) or created. */
  customerId?: number;
  profile: CustomerProfile;
};

/** Checks and completes whom an order is for, before anything is written. */
export async function resolveOrderCustomer(
  db: Db,
  sellerId: number,
  input: OrderCustomerInput,
): Promise<OrderCustomer> {
  if (input.kind === 'USER') {
    return {
      userId: input.userId,
      profile: await resolveBookingProfile(db, sellerId, input.userId, input.profile),
    };
  }
  return resolveWalkInCustomer(db, sellerId, input);
}

/**
 * The customer a seller books for: an existing record, the record with that phone, or a new
 * one (linked to the user with that phone, if there is one, so they see the booking too).
 */
async function resolveWalkInCustomer(
  db: Db,
  sellerId: number,
  input: { customerId?: number | undefined; profile: TBookingProfile },
): Promise<OrderCustomer> {
  if (input.customerId) {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.id, input.customerId), eq(customers.sellerId, sellerId)));
    if (!row) throw invalid('customerId', '找不到這位顧客');
    return { customerId: row.id, userId: row.userId, profile: profileOf(row) };
  }
  const displayName = input.profile.displayName ?? null;
  if (!displayName) {
    throw AppError.of(ERROR_CODES.PROFILE_INCOMPLETE, '請填寫顧客姓名', 'profile.displayName');
  }
  const phone = input.profile.phoneNumber
    ? validatePhoneNumber(input.profile.phoneNumber, 'profile.phoneNumber').e164
    : null;
  const profile = {
    displayName,
    phoneNumber: phone,
    contactEmail: input.profile.contactEmail ?? null,
    gender: input.profile.gender ?? null,
    birthDate: input.profile.birthDate ?? null,
  };
  if (!phone) return { userId: null, profile };
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  const [existing] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.sellerId, sellerId),
        user
          ? or(eq(customers.phoneNumber, phone), eq(customers.userId, user.id))
          : eq(customers.phoneNumber, phone),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(1);
  if (existing) return { customerId: existing.id, userId: existing.userId, profile };
  return { userId: user?.id ?? null, profile };
}

function profileOf(row: typeof customers.$inferSelect): CustomerProfile {
  return {
    displayName: row.displayName,
    phoneNumber: row.phoneNumber,
    contactEmail: row.contactEmail,
    gender: row.gender,
    birthDate: row.birthDate,
  };
}

/**
 * The statement that yields the order's customer id (one row, column `id`), to run inside the
 * order's own write: the known record, the seller's record of that user (filled in with what the
 * booking form knows), or a new record. Parenthesised, as Drizzle embeds a query in another.
 */
export function orderCustomerStatement(
  db: Db,
  sellerId: number,
  customer: OrderCustomer,
  now: Date,
): SQLWrapper {
  if (customer.customerId) return sql`(select ${customer.customerId}::int as id)`;
  const known: Partial<typeof customers.$inferInsert> = Object.fromEntries(
    Object.entries(customer.profile).filter(([, v]) => v !== null),
  );
  const values = {
    sellerId,
    userId: customer.userId,
    ...(customer.profile as Partial<typeof customers.$inferInsert>),
  };
  return customer.userId
    ? db
        .insert(customers)
        .values(values)
        .onConflictDoUpdate({
          target: [customers.sellerId, customers.userId],
          targetWhere: sql`${customers.userId} is not null`,
          set: { ...known, updatedAt: now },
        })
        .returning({ id: customers.id })
    : db.insert(customers).values(values).returning({ id: customers.id });
}
