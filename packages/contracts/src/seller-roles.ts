/**
 * Seller roles and what each may do (spec §6 distinguishes OWNER; the others are ours), without
 * zod so the web can import it into its pages.
 */

export const SELLER_ROLES = ['OWNER', 'MANAGER', 'STAFF'] as const;
export type TSellerRole = (typeof SELLER_ROLES)[number];
export const SELLER_ROLE_LABELS: Record<TSellerRole, string> = {
  OWNER: '負責人',
  MANAGER: '店長',
  STAFF: '員工',
};

/**
 * What each role may do. OWNER: everything. MANAGER: runs shops, services, operators,
 * schedules and the calendar, but not members and not deleting shops. STAFF: sees and works the
 * calendar (bookings, walk-ins, customers), works customer records (notes, tags; phone numbers
 * masked), sells at the counter (stored value, vouchers, coupons, products; no refunds or
 * adjustments) and replies to reviews, nothing else. Every member
 * may reply to a review of the seller's shops (the issue: "the shop's members can reply once").
 */
export const SELLER_PERMISSIONS = {
  'seller.read': ['OWNER', 'MANAGER', 'STAFF'],
  'shops.read': ['OWNER', 'MANAGER', 'STAFF'],
  'shops.create': ['OWNER', 'MANAGER'],
  'shops.update': ['OWNER', 'MANAGER'],
  'shops.delete': ['OWNER'],
  'catalogue.manage': ['OWNER', 'MANAGER'],
  'calendar.work': ['OWNER', 'MANAGER', 'STAFF'],
  'members.manage': ['OWNER'],
  'reviews.reply': ['OWNER', 'MANAGER', 'STAFF'],
  /** The customer list and records, notes and tags on a customer: the counter's daily work. */
  'customers.work': ['OWNER', 'MANAGER', 'STAFF'],
  /** Full phone numbers in the customer list (others see them masked). */
  'customers.unmask': ['OWNER', 'MANAGER'],
  /** Creating, renaming and deleting the seller's customer tags and their VIP windows. */
  'tags.manage': ['OWNER', 'MANAGER'],
  /**
   * Membership items' catalogue: top-up plans, voucher templates, coupon campaigns (and issuing
   * their coupons), products, product groups and stock.
   */
  'items.manage': ['OWNER', 'MANAGER'],
  /**
   * The counter: top up and spend stored value, sell vouchers and use their sessions, redeem
   * coupons, sell products. Every member: staff take the money and run the visit.
   */
  'items.sell': ['OWNER', 'MANAGER', 'STAFF'],
  /** Refunds (stored value, unused voucher sessions) and manual balance adjustments. */
  'items.refund': ['OWNER', 'MANAGER'],
  /** Consent forms: writing them, versioning, attaching them to services, archiving. */
  'consent.manage': ['OWNER', 'MANAGER'],
  /** A shop's online payment methods, transfer account and refund policy. */
  'payments.settings': ['OWNER', 'MANAGER'],
  /** The seller's payment provider credentials (LINE Pay channel): they move money. */
  'payments.credentials': ['OWNER'],
  /** Confirming or rejecting a customer's reported bank transfer (it confirms the order). */
  'payments.transfers': ['OWNER', 'MANAGER'],
  /** The seller's LINE channels (LIFF, Login, Messaging API) and LINE area options. */
  'line.settings': ['OWNER', 'MANAGER'],
} as const satisfies Record<string, readonly TSellerRole[]>;
export type TSellerPermission = keyof typeof SELLER_PERMISSIONS;

export function can(role: TSellerRole, permission: TSellerPermission): boolean {
  return (SELLER_PERMISSIONS[permission] as readonly TSellerRole[]).includes(role);
}

/** A shop's URL slug (/p/{urlSlug}): lower-case letters, digits and inner hyphens, 1–64. */
export const URL_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
