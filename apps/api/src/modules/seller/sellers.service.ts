import { ERROR_CODES, type TSeller } from '@haoyue/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerMembers, sellers, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { presentSeller } from './shop-presenters';

/** The sellers the user is a member of, with their role, oldest membership first. */
export async function listSellers(db: Db, { userId }: { userId: number }): Promise<TSeller[]> {
  const rows = await db
    .select({ seller: sellers, role: sellerMembers.role })
    .from(sellerMembers)
    .innerJoin(sellers, eq(sellers.id, sellerMembers.sellerId))
    .where(eq(sellerMembers.userId, userId))
    .orderBy(asc(sellerMembers.createdAt), asc(sellers.id));
  return rows.map(({ seller, role }) => presentSeller(seller, role));
}

/** One seller the user is a member of, or 404. */
export async function getSeller(
  db: Db,
  { userId, sellerId }: { userId: number; sellerId: number },
): Promise<TSeller> {
  const seller = (await listSellers(db, { userId })).find((s) => s.id === sellerId);
  if (!seller) throw notFound('找不到商家');
  return seller;
}

/**
 * Self-service sign-up: a new seller with the user as its OWNER. A user owns one seller this way
 * (409 when they already own one), so a double-tapped or repeated first step of the sign-up
 * wizard never leaves two sellers behind; the user's row is locked while it is checked.
 */
export async function createSeller(
  db: Db,
  { userId, displayName }: { userId: number; displayName: string },
): Promise<TSeller> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [owned] = await tx
      .select({ id: sellerMembers.id })
      .from(sellerMembers)
      .where(and(eq(sellerMembers.userId, userId), eq(sellerMembers.role, 'OWNER')));
    if (owned) {
      throw AppError.of(ERROR_CODES.ALREADY_MEMBER, '這個帳號已經建立過商家，請到商家後台管理');
    }
    const [seller] = await tx.insert(sellers).values({ displayName }).returning();
    await tx.insert(sellerMembers).values({ sellerId: seller!.id, userId, role: 'OWNER' });
    return presentSeller(seller!, 'OWNER');
  });
}
