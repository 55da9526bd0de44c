import { can, ERROR_CODES, type TSellerPermission, type TSellerRole } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sellerMembers, shops } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { createRequireUser } from '../identity/guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the seller guard: the seller of the route and the caller's role there. */
    seller?: { id: number; role: TSellerRole };
  }
}

/**
 * The one place seller routes are authorised. `requireSeller(permission)` signs the user in,
 * finds their membership of the route's `:sellerId` (none: 404, so other sellers' ids reveal
 * nothing) and checks the permission for their role (missing: 403). The role table is
 * SELLER_PERMISSIONS in the contracts, shared with the web so it shows only what a role may do.
 */
export function createSellerGuard(ctx: { db: Db; secret: Uint8Array }) {
  const requireUser = createRequireUser(ctx);
  return function requireSeller(permission: TSellerPermission) {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      await requireUser(req, reply);
      const raw = (req.params as { sellerId?: string }).sellerId;
      const sellerId = Number(raw);
      if (!Number.isInteger(sellerId) || sellerId <= 0 || sellerId > 2_147_483_647) {
        throw notFound('找不到商家');
      }
      const [member] = await ctx.db
        .select({ role: sellerMembers.role })
        .from(sellerMembers)
        .where(and(eq(sellerMembers.sellerId, sellerId), eq(sellerMembers.userId, req.user!.id)));
      if (!member) throw notFound('找不到商家');
      if (!can(member.role, permission)) {
        throw new AppError(403, ERROR_CODES.FORBIDDEN, '您的角色沒有權限執行這個動作');
      }
      req.seller = { id: sellerId, role: member.role };
    };
  };
}

/** A shop of the seller that is not closed (deleted with history kept), or 404. */
export async function sellerShop(db: Db, sellerId: number, shopId: number) {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.sellerId, sellerId)));
  if (!shop || shop.reviewStatus === 'CLOSED') throw notFound('找不到店家');
  return shop;
}
