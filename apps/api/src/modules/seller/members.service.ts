import { ERROR_CODES, type TMember } from '@haoyue/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerMembers, users } from '../../db/schema';
import { hasPgCode, PG } from '../../lib/pg-errors';
import { AppError, notFound } from '../../lib/errors';

const memberColumns = {
  id: sellerMembers.id,
  userId: sellerMembers.userId,
  role: sellerMembers.role,
  displayName: users.displayName,
  phoneNumber: users.phoneNumber,
  createdAt: sellerMembers.createdAt,
};

function presentMember(row: {
  id: number;
  userId: number;
  role: TMember['role'];
  displayName: string | null;
  phoneNumber: string | null;
  createdAt: Date;
}): TMember {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The seller's members: the owner first, then managers, then staff, oldest first. */
export async function listMembers(db: Db, sellerId: number): Promise<TMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(sellerMembers)
    .innerJoin(users, eq(users.id, sellerMembers.userId))
    .where(eq(sellerMembers.sellerId, sellerId))
    .orderBy(
      sql`case ${sellerMembers.role} when 'OWNER' then 0 when 'MANAGER' then 1 else 2 end`,
      asc(sellerMembers.createdAt),
      asc(sellerMembers.id),
    );
  return rows.map(presentMember);
}

async function getMember(db: Db, sellerId: number, memberId: number): Promise<TMember> {
  const [row] = await db
    .select(memberColumns)
    .from(sellerMembers)
    .innerJoin(users, eq(users.id, sellerMembers.userId))
    .where(and(eq(sellerMembers.id, memberId), eq(sellerMembers.sellerId, sellerId)));
  if (!row) throw notFound('找不到這位成員');
  return presentMember(row);
}

function alreadyMember(): AppError {
  return new AppError(409, ERROR_CODES.ALREADY_MEMBER, '這個手機號碼已經是商家成員', 'phoneNumber');
}

/**
 * Adds the person with this phone (E.164) as a MANAGER or STAFF. Someone who has not signed up
 * yet gets a user with just the phone number (unverified), so their first SMS sign-in with that
 * number lands in the seller's dashboard.
 */
export async function inviteMember(
  db: Db,
  sellerId: number,
  input: { phoneE164: string; role: 'MANAGER' | 'STAFF' },
): Promise<TMember> {
  // Insert-or-find, safe against two invitations of a new number at once.
  await db
    .insert(users)
    .values({ phoneNumber: input.phoneE164, phoneNumberVerified: false })
    .onConflictDoNothing({ target: users.phoneNumber });
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, input.phoneE164));
  try {
    const [row] = await db
      .insert(sellerMembers)
      .values({ sellerId, userId: user!.id, role: input.role })
      .onConflictDoNothing({ target: [sellerMembers.sellerId, sellerMembers.userId] })
      .returning({ id: sellerMembers.id });
    if (!row) throw alreadyMember();
    return getMember(db, sellerId, row.id);
  } catch (error) {
    if (hasPgCode(error, PG.UNIQUE_VIOLATION)) throw alreadyMember();
    throw error;
  }
}

function ownerImmutable(message: string): AppError {
  return new AppError(409, ERROR_CODES.OWNER_IMMUTABLE, message);
}

/** Changes a member's role between MANAGER and STAFF; the owner stays the owner. */
export async function updateMemberRole(
  db: Db,
  sellerId: number,
  memberId: number,
  role: 'MANAGER' | 'STAFF',
): Promise<TMember> {
  const member = await getMember(db, sellerId, memberId);
  if (member.role === 'OWNER') throw ownerImmutable('負責人的角色無法變更');
  await db.update(sellerMembers).set({ role }).where(eq(sellerMembers.id, memberId));
  return getMember(db, sellerId, memberId);
}

/** Removes a member (their access ends with their next request); never the owner. */
export async function removeMember(db: Db, sellerId: number, memberId: number): Promise<void> {
  const member = await getMember(db, sellerId, memberId);
  if (member.role === 'OWNER') throw ownerImmutable('無法移除負責人');
  await db.delete(sellerMembers).where(eq(sellerMembers.id, memberId));
}
