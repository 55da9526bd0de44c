import { adminCan, type TAdminPermission, type TAdminRole } from '@haoyue/contracts';
import { platformAdmins } from '../src/db/schema';
import { signedInUser } from './booking-factories';
import type { TestContext } from './helper';
import { sellerMember } from './seller-factories';

/** A signed-in platform administrator of a role. */
export async function adminUser(t: Pick<TestContext, 'database' | 'config'>, role: TAdminRole) {
  const who = await signedInUser(t, { displayName: `管理員 ${role}` });
  await t.database.db.insert(platformAdmins).values({ userId: who.user.id, role });
  return { ...who, role };
}

/**
 * The one table of callers every admin route is tested with: an admin of each role (who may
 * call comes from the app's own `adminCan`; the others get 403), a seller's owner and a customer
 * (403: a seller role never implies an admin one) and no one (401).
 */
export const ADMIN_CALLER_ROLES = [
  { caller: 'super', role: 'SUPER' },
  { caller: 'operations', role: 'OPERATIONS' },
  { caller: 'support', role: 'SUPPORT' },
  { caller: 'sellerOwner', refused: 403 },
  { caller: 'customer', refused: 403 },
  { caller: 'anonymous', refused: 401 },
] as const satisfies readonly (
  { caller: string; role: TAdminRole } | { caller: string; refused: number }
)[];
export type AdminCaller = (typeof ADMIN_CALLER_ROLES)[number]['caller'];

/** The callers of ADMIN_CALLER_ROLES, signed in (anonymous has no token). */
export async function adminCallers(t: Pick<TestContext, 'database' | 'config'>) {
  return {
    super: await adminUser(t, 'SUPER'),
    operations: await adminUser(t, 'OPERATIONS'),
    support: await adminUser(t, 'SUPPORT'),
    sellerOwner: await sellerMember(t, 'OWNER'),
    customer: await signedInUser(t),
  };
}
export type AdminCallers = Awaited<ReturnType<typeof adminCallers>>;

/** Whether a kind of caller may make a call needing `permission`; else the status refusing it. */
export function adminVerdict(permission: TAdminPermission, who: AdminCaller): true | number {
  const row = ADMIN_CALLER_ROLES.find((r) => r.caller === who)!;
  if ('refused' in row) return row.refused;
  return adminCan(row.role, permission) ? true : 403;
}

/**
 * Approves a shop the real way: an operations admin calls POST /v1/admin/shops/{id}:approve (a
 * seller's new shop is PENDING, decision 022). For tests that need a shop made through the
 * seller API to be public. Throws unless the approval succeeds.
 */
export async function approveShop(
  t: Pick<TestContext, 'database' | 'config' | 'app'>,
  shopId: number,
): Promise<void> {
  const admin = await adminUser(t, 'OPERATIONS');
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/shops/${shopId}:approve`,
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    payload: {},
  });
  if (res.statusCode !== 200) throw new Error(`approving shop ${shopId}: ${res.body}`);
}
