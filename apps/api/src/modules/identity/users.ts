import type { TUser } from '@haoyue/contracts';
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';

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
    hasPassword: row.passwordHash !== null,
  };
}

/** One user by id, 404 if gone. */
export async function getUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('找不到使用者');
  return row;
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
