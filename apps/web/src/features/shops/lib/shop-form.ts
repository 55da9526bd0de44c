import {
  type TBookingRules,
  type TCreateShopRequest,
  type TSellerShop,
  URL_SLUG_PATTERN,
  ZCreateShopRequest,
} from '@haoyue/contracts';

// The shop form's values, checks and request, kept apart from the component so they are tested.

export { URL_SLUG_PATTERN };

/** Booking rules of a new shop (the API's defaults). */
export const DEFAULT_BOOKING_RULES: TBookingRules = {
  slotMinutes: 30,
  minLeadMinutes: 60,
  maxAdvanceDays: 60,
  cancelCutoffMinutes: 120,
  rescheduleCutoffMinutes: 120,
  reminderMinutesBefore: 1440,
};

/** Limits of each booking rule (contracts ZBookingRules). */
export const BOOKING_RULE_LIMITS = {
  slotMinutes: [5, 240],
  minLeadMinutes: [0, 43200],
  maxAdvanceDays: [1, 366],
  cancelCutoffMinutes: [0, 43200],
  rescheduleCutoffMinutes: [0, 43200],
  reminderMinutesBefore: [10, 10080],
} as const satisfies Record<keyof TBookingRules, readonly [number, number]>;

/** What the shop form edits. */
export interface ShopFormValues extends Record<string, unknown> {
  displayName: string;
  urlSlug: string;
  address: string;
  introduction: string;
  phoneNumber: string;
  countryId: number | null;
  cityId: number | null;
  industryId: number | null;
  rules: TBookingRules;
}

/** The form's starting values: the shop's, or blanks for a new shop. */
export function shopFormValues(shop: TSellerShop | null): ShopFormValues {
  if (!shop) {
    return {
      displayName: '',
      urlSlug: '',
      address: '',
      introduction: '',
      phoneNumber: '',
      countryId: null,
      cityId: null,
      industryId: null,
      rules: { ...DEFAULT_BOOKING_RULES },
    };
  }
  return {
    displayName: shop.displayName,
    urlSlug: shop.urlSlug,
    address: shop.address,
    introduction: shop.introduction,
    phoneNumber: shop.phoneNumber ?? '',
    countryId: shop.countryId,
    cityId: shop.cityId,
    industryId: shop.industryId,
    rules: { ...shop.bookingRules },
  };
}

/** A URL slug as the API will store it. */
export function normalizeSlug(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The form's schema: the contract's create request (a PATCH of every field has the same rules),
 * whose zh-TW messages say what the form shows under each field.
 */
export const shopFormSchema = ZCreateShopRequest;

/** The create/update request of the form values. */
export function shopRequest(values: ShopFormValues): TCreateShopRequest {
  return {
    displayName: values.displayName.trim(),
    urlSlug: normalizeSlug(values.urlSlug),
    address: values.address.trim(),
    introduction: values.introduction,
    phoneNumber: values.phoneNumber.trim() || null,
    // An empty choice fails the schema's id check (請選擇行業類別, 請選擇城市).
    industryId: values.industryId ?? Number.NaN,
    cityId: values.cityId ?? Number.NaN,
    bookingRules: { ...values.rules },
  };
}
