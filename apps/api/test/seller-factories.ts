import type { TSellerRole } from '@haoyue/contracts';
import { sellerMembers } from '../src/db/schema';
import { signedInUser } from './booking-factories';
import { buildSeller } from './factories';
import type { TestContext } from './helper';

/** A signed-in member of a seller with a role (a new seller unless one is given). */
export async function sellerMember(
  t: Pick<TestContext, 'database' | 'config'>,
  role: TSellerRole,
  sellerId?: number,
) {
  const seller = sellerId ?? (await buildSeller(t.database.db)).id;
  const who = await signedInUser(t);
  await t.database.db.insert(sellerMembers).values({ sellerId: seller, userId: who.user.id, role });
  return { ...who, sellerId: seller, role };
}

/**
 * The six kinds of caller every seller route is tested with: the seller's owner, manager and
 * staff, a member (owner) of another seller, a customer with no seller, and no one.
 */
export async function sellerCallers(t: Pick<TestContext, 'database' | 'config'>) {
  const owner = await sellerMember(t, 'OWNER');
  const manager = await sellerMember(t, 'MANAGER', owner.sellerId);
  const staff = await sellerMember(t, 'STAFF', owner.sellerId);
  const outsider = await sellerMember(t, 'OWNER');
  const customer = await signedInUser(t);
  return { sellerId: owner.sellerId, owner, manager, staff, outsider, customer };
}
