import { ERROR_CODES, type TMember } from '@haoyue/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerMembers, users } from '../../db/schema';
import { AppError, firstOrNotFound } from '../../lib/errors';
import { hasPgCode, PG } from '../../lib/pg-errors';

type MemberRef = { sellerId: number; memberId: number };
/** The roles an owner hands out (there is one owner, who stays). */
type GrantedRole = 'MANAGER' | 'STAFF';

/** Members matching `where` with their name and phone, as the dashboard shows them. */
async function loadMembers(db: Db, where: SQL | undefined): Promise<TMember[]> {
  const rows = await db
    .select({
      id: sellerMembers.id,
      userId: sellerMembers.userId,
      role: sellerMembers.role,
      displayName: users.displayName,
      phoneNumber: users.phoneNumber,
      createdAt: sellerMembers.createdAt,
    })
    .from(sellerMembers)
    .innerJoin(users, eq(users.id, sellerMembers.userId))
    .where(where)
    .orderBy(
      sql`case ${sellerMembers.role} when 'OWNER' then 0 when 'MANAGER' then 1 else 2 end`,
      asc(sellerMembers.createdAt),
      asc(sellerMembers.id),
    );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The seller's members: the owner first, then managers, then staff, oldest first. */
export function listMembers(db: Db, { sellerId }: { sellerId: number }): Promise<TMember[]> {
  return loadMembers(db, eq(sellerMembers.sellerId, sellerId));
}

async function getMember(db: Db, { sellerId, memberId }: MemberRef): Promise<TMember> {
  return firstOrNotFound(
    loadMembers(db, and(eq(sellerMembers.id, memberId), eq(sellerMembers.sellerId, sellerId))),
    '找不到這位成員',
  );
}

function alreadyMember(): AppError {
  return AppError.of(ERROR_CODES.ALREADY_MEMBER, '這個手機號碼已經是商家成員', 'phoneNumber');
}

/**
 * Adds the person with this phone (E.164) as a MANAGER or STAFF. Someone who has not signed up
 * yet gets a user with just the phone number (unverified), so their first SMS sign-in with that
 * number lands in the seller's dashboard.
 */
export async function inviteMember(
  db: Db,
  { sellerId, phoneE164, role }: { sellerId: number; phoneE164: string; role: GrantedRole },
): Promise<TMember> {
  // Insert-or-find, safe against two invitations of a new number at once.
  await db
    .insert(users)
    .values({ phoneNumber: phoneE164, phoneNumberVerified: false })
    .onConflictDoNothing({ target: users.phoneNumber });
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phoneE164));
  try {
    const [row] = await db
      .insert(sellerMembers)
      .values({ sellerId, userId: user!.id, role })
      .onConflictDoNothing({ target: [sellerMembers.sellerId, sellerMembers.userId] })
      .returning({ id: sellerMembers.id });
    if (!row) throw alreadyMember();
    return getMember(db, { sellerId, memberId: row.id });
  } catch (error) {
    if (hasPgCode(error, PG.UNIQUE_VIOLATION)) throw alreadyMember();
    throw error;
  }
}

/** The member, unless they are the owner (409 with `message`): the owner never changes. */
async function nonOwner(db: Db, ref: MemberRef, message: string): Promise<TMember> {
  const member = await getMember(db, ref);
  if (member.role === 'OWNER') throw AppError.of(ERROR_CODES.OWNER_IMMUTABLE, message);
  return member;
}

/** Changes a member's role between MANAGER and STAFF; the owner stays the owner. */
export async function updateMemberRole(
  db: Db,
  ref: MemberRef & { role: GrantedRole },
): Promise<TMember> {
  await nonOwner(db, ref, '負責人的角色無法變更');
  await db.update(sellerMembers).set({ role: ref.role }).where(eq(sellerMembers.id, ref.memberId));
  return getMember(db, ref);
}

/** Removes a member (their access ends with their next request); never the owner. */
export async function removeMember(db: Db, ref: MemberRef): Promise<void> {
  await nonOwner(db, ref, '無法移除負責人');
  await db.delete(sellerMembers).where(eq(sellerMembers.id, ref.memberId));
}
