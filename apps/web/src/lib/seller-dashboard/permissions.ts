import type { TSellerRole } from '@haoyue/contracts';

// The role table comes from the contracts' zod-free module (no schema library in the bundle).
export { can, SELLER_PERMISSIONS, SELLER_ROLE_LABELS } from '@haoyue/contracts';

/** The roles an owner can give to others (the owner's own role never changes). */
export const INVITABLE_ROLES = ['MANAGER', 'STAFF'] as const satisfies readonly TSellerRole[];
