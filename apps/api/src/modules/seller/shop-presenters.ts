import type {
  TBookingRules,
  TPrepaymentSettings,
  TSeller,
  TSellerRole,
  TSellerShop,
  TShop,
} from '@haoyue/contracts';
import { DEFAULT_PROFILE_SETTING, type sellers, type shops } from '../../db/schema';

type SellerRow = typeof sellers.$inferSelect;
type ShopRow = typeof shops.$inferSelect;

/** A seller as one of its members sees it, with that member's role. */
export function presentSeller(seller: SellerRow, role: TSellerRole): TSeller {
  return {
    id: seller.id,
    displayName: seller.displayName,
    memberDetails: { role },
    profileSetting: { ...DEFAULT_PROFILE_SETTING, ...seller.profileSetting },
    createdAt: seller.createdAt.toISOString(),
  };
}

/** The shop's booking rules, as its seller edits them. */
export function bookingRulesOf(row: ShopRow): TBookingRules {
  return {
    slotMinutes: row.slotMinutes,
    minLeadMinutes: row.minLeadMinutes,
    maxAdvanceDays: row.maxAdvanceDays,
    cancelCutoffMinutes: row.cancelCutoffMinutes,
    rescheduleCutoffMinutes: row.rescheduleCutoffMinutes,
    reminderMinutesBefore: row.reminderMinutesBefore,
  };
}

/** The public shop plus what only its seller sees: booking rules and prepayment settings. */
export function presentSellerShop(shop: TShop, row: ShopRow): TSellerShop {
  return {
    ...shop,
    reviewNote: row.reviewNote,
    bookingRules: bookingRulesOf(row),
    prepaymentSettings: row.prepaymentSettings as TPrepaymentSettings,
  };
}
