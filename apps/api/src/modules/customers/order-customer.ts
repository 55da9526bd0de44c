import { ERROR_CODES, type TBookingProfile } from '@haoyue/contracts';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, users } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { validatePhoneNumber } from '../identity';
import {
  type CustomerProfile,
  resolveBookingProfile,
  type UserProfileFill,
} from './booking-profile';
import { claimPhoneCustomers } from './claim-phone-customers';

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
  /** The user's own empty profile fields this booking can fill, once it is written. */
  userFill?: UserProfileFill | null;
};

/** Checks and completes whom an order is for, before anything is written. */
export async function resolveOrderCustomer(
  db: Db,
  sellerId: number,
  input: OrderCustomerInput,
): Promise<OrderCustomer> {
  if (input.kind === 'USER') {
    const resolved = await resolveBookingProfile(db, {
      sellerId,
      userId: input.userId,
      input: input.profile,
    });
    return { userId: input.userId, ...resolved };
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
  const [user] = await db
    .select({ id: users.id, verified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.phoneNumber, phone));
  // Records made for this phone before its owner verified it become theirs first.
  if (user?.verified) await claimPhoneCustomers(db, user.id, phone);
  const [existing] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.sellerId, sellerId),
        isNull(customers.mergedIntoId),
        user
          ? or(eq(customers.phoneNumber, phone), eq(customers.userId, user.id))
          : eq(customers.phoneNumber, phone),
      ),
    )
    .orderBy(
      // The user's own record first, then the oldest record of the phone.
      user ? sql`${customers.userId} is null` : asc(customers.id),
      asc(customers.id),
    )
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

/** How an order's statement finds its customer: a known record, the user's, or a new one. */
export type OrderCustomerShape = 'known' | 'user' | 'new';

export function orderCustomerShape(customer: OrderCustomer): OrderCustomerShape {
  return customer.customerId ? 'known' : customer.userId ? 'user' : 'new';
}

const p = (name: string) => sql.placeholder(`customer_${name}`);

/**
 * The statement, to run inside the order's own statement, that yields the order's customer id
 * (one row, column `id`): the known record; the seller's record of the user, filled in with what
 * the booking form knows (a field left empty keeps what the record had); or a new record.
 * Parenthesised, as Drizzle embeds a query in another; its values come from
 * orderCustomerValues.
 */
export function orderCustomerStatement(shape: OrderCustomerShape): SQL {
  if (shape === 'known') return sql`(select ${p('id')}::int as id)`;
  const insert = sql`insert into customers
      (seller_id, user_id, display_name, phone_number, contact_email, gender, birth_date)
    values (${p('seller_id')}::int, ${p('user_id')}::int, ${p('display_name')}::text,
      ${p('phone_number')}::text, ${p('contact_email')}::text, ${p('gender')}::text,
      ${p('birth_date')}::date)`;
  if (shape === 'new') return sql`(${insert} returning id)`;
  return sql`(${insert}
    on conflict (seller_id, user_id) where user_id is not null do update set
      display_name = coalesce(excluded.display_name, customers.display_name),
      phone_number = coalesce(excluded.phone_number, customers.phone_number),
      contact_email = coalesce(excluded.contact_email, customers.contact_email),
      gender = coalesce(excluded.gender, customers.gender),
      birth_date = coalesce(excluded.birth_date, customers.birth_date),
      updated_at = ${p('now')}::timestamptz
    returning id)`;
}

/** The values of orderCustomerStatement's placeholders. */
export function orderCustomerValues(
  sellerId: number,
  customer: OrderCustomer,
  now: Date,
): Record<string, unknown> {
  const { profile } = customer;
  return {
    customer_id: customer.customerId ?? null,
    customer_seller_id: sellerId,
    customer_user_id: customer.userId,
    customer_display_name: profile.displayName,
    customer_phone_number: profile.phoneNumber,
    customer_contact_email: profile.contactEmail,
    customer_gender: profile.gender,
    customer_birth_date: profile.birthDate,
    customer_now: now.toISOString(),
  };
}
