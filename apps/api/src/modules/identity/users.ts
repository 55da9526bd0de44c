import type { TUser } from '@haoyue/contracts';
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';

export type UserRow = InferSelectModel<typeof users>;

/** The user as the client sees them: never the password hash. */
export function presentUser(row: UserRow): TUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    nickname: row.nickname,
    photoUrl: row.photoUrl,
    contactEmail: row.contactEmail,
    phoneNumber: row.phoneNumber,
    phoneNumberVerified: row.phoneNumberVerified,
    gender: row.gender,
    birthDate: row.birthDate,
    smsMarketingOptIn: row.smsMarketingOptIn,
    hasPassword: row.passwordHash !== null,
  };
}

/** One user by id, 404 if gone. */
export async function getUser(db: Db, userId: number): Promise<UserRow> {
  return firstOrNotFound(db.select().from(users).where(eq(users.id, userId)), '找不到使用者');
}

/** The account of a verified phone number, created on first sign-in. */
export async function findOrCreateVerifiedUser(db: Db, phoneNumber: string): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ phoneNumber, phoneNumberVerified: true })
    .onConflictDoUpdate({
      target: users.phoneNumber,
      set: { phoneNumberVerified: true, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The id of the user with this phone number (E.164), or null if nobody has it. */
export async function findUserIdByPhone(db: Db, phoneNumber: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber));
  return row?.id ?? null;
}

/**
 * The id of the user with this phone number, created unverified if nobody has it yet (a seller
 * inviting a member): their first code sign-in with that number verifies it. Safe against two
 * such calls at once.
 */
export async function ensureUserForPhone(db: Db, phoneNumber: string): Promise<number> {
  await db
    .insert(users)
    .values({ phoneNumber, phoneNumberVerified: false })
    .onConflictDoNothing({ target: users.phoneNumber });
  return (await findUserIdByPhone(db, phoneNumber))!;
}
