/**
 * Seller roles and what each may do (spec §6 distinguishes OWNER; the others are ours), without
 * zod so the web can import it into its pages.
 */
import { valuesOf } from './labelled-values';
import { heldBy, holds } from './role-tables';

export const SELLER_ROLE_LABELS = { OWNER: '負責人', MANAGER: '店長', STAFF: '員工' };
export const SELLER_ROLES = valuesOf(SELLER_ROLE_LABELS);
export type TSellerRole = (typeof SELLER_ROLES)[number];

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
  /** The platform's bill: licences, plans, the card on file and receipts (they move money). */
  'billing.manage': ['OWNER'],
} as const satisfies Record<string, readonly TSellerRole[]>;
export type TSellerPermission = keyof typeof SELLER_PERMISSIONS;

export function can(role: TSellerRole, permission: TSellerPermission): boolean {
  return holds<TSellerRole, TSellerPermission>(SELLER_PERMISSIONS, role, permission);
}

/** A shop's URL slug (/p/{urlSlug}): lower-case letters, digits and inner hyphens, 1–64. */
/**
 * What each permission lets a member do, in zh-TW, for the members page's role descriptions:
 * written beside the table so a description can never say less (or more) than the role holds.
 * Reading permissions have none (every member reads).
 */
export const SELLER_PERMISSION_LABELS: Record<TSellerPermission, string | null> = {
  'seller.read': null,
  'shops.read': null,
  'shops.create': '新增店家',
  'shops.update': '修改店家資料與營業時間',
  'shops.delete': '刪除店家',
  'catalogue.manage': '管理服務項目與服務人員',
  'calendar.work': '使用預約行事曆',
  'members.manage': '管理成員',
  'reviews.reply': '回覆評價',
  'customers.work': '顧客資料與備註',
  'customers.unmask': '查看完整電話',
  'tags.manage': '管理顧客標籤',
  'items.manage': '管理儲值、套票、優惠券與商品方案',
  'items.sell': '櫃台結帳（儲值、套票、優惠券、商品）',
  'items.refund': '退款與調整餘額',
  'consent.manage': '管理同意書',
  'payments.settings': '金流設定',
  'payments.credentials': 'LINE Pay 串接',
  'payments.transfers': '確認轉帳',
  'line.settings': 'LINE 設定',
  'billing.manage': '管理授權方案、付款卡與收據',
};

/** What a role may do, as the members page lists it (its permissions' labels, in table order). */
export function roleAbilities(role: TSellerRole): string[] {
  return heldBy<TSellerRole, TSellerPermission>(SELLER_PERMISSIONS, role)
    .map((permission) => SELLER_PERMISSION_LABELS[permission])
    .filter((label): label is string => label !== null);
}

export const URL_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
