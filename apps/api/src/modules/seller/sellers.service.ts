import type { TSeller } from '@haoyue/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerMembers, sellers } from '../../db/schema';
import { notFound } from '../../lib/errors';
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
