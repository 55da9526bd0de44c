import type { TSellerPermission, TSellerRole } from '@haoyue/contracts';

// Copies of the contracts' role table: its module builds zod schemas, and importing values from
// it would pull zod into the dashboard bundle. permissions.test.ts keeps them equal.

/** What each seller role may do (contracts SELLER_PERMISSIONS). */
export const SELLER_PERMISSIONS = {
  'seller.read': ['OWNER', 'MANAGER', 'STAFF'],
  'shops.read': ['OWNER', 'MANAGER', 'STAFF'],
  'shops.create': ['OWNER', 'MANAGER'],
  'shops.update': ['OWNER', 'MANAGER'],
  'shops.delete': ['OWNER'],
  'catalogue.manage': ['OWNER', 'MANAGER'],
  'calendar.work': ['OWNER', 'MANAGER', 'STAFF'],
  'members.manage': ['OWNER'],
} as const satisfies Record<TSellerPermission, readonly TSellerRole[]>;

/** Whether a member with `role` may do `permission` (the API's guard answers 403 otherwise). */
export function can(role: TSellerRole, permission: TSellerPermission): boolean {
  return (SELLER_PERMISSIONS[permission] as readonly TSellerRole[]).includes(role);
}

/** zh-TW names of the seller roles. */
export const SELLER_ROLE_LABELS: Record<TSellerRole, string> = {
  OWNER: '負責人',
  MANAGER: '店長',
  STAFF: '員工',
};

/** The roles an owner can give to others (the owner's own role never changes). */
export const INVITABLE_ROLES = ['MANAGER', 'STAFF'] as const satisfies readonly TSellerRole[];
