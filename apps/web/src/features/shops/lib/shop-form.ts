import {
  type TBookingRules,
  type TCreateShopRequest,
  type TSellerShop,
  URL_SLUG_PATTERN,
} from '@haoyue/contracts';
import { formatMinutesAs } from './duration-units';

// The shop form's values, checks and request, kept apart from the component so they are tested.

export { URL_SLUG_PATTERN };

const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;

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

/** Rules typed as a number and a unit (分鐘／小時／天) though stored in minutes. */
const DURATION_RULES: ReadonlySet<string> = new Set([
  'minLeadMinutes',
  'cancelCutoffMinutes',
  'rescheduleCutoffMinutes',
  'reminderMinutesBefore',
]);

/** What the shop form edits. */
export interface ShopFormValues {
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

/** Field errors (zh-TW) of the form, keyed as the API names the fields. */
export type ShopFormErrors = Partial<Record<string, string>>;

/** Checks the form as the API will, so most mistakes show before saving. */
export function validateShopForm(values: ShopFormValues): ShopFormErrors {
  const errors: ShopFormErrors = {};
  const name = values.displayName.trim();
  if (!name) errors.displayName = '請輸入店名';
  else if (name.length > 60) errors.displayName = '店名最多 60 字';
  if (!URL_SLUG_PATTERN.test(normalizeSlug(values.urlSlug))) {
    errors.urlSlug = '網址代稱只能用小寫英數字與連字號，頭尾不可為連字號，最多 64 字';
  }
  if (!values.address.trim()) errors.address = '請輸入地址';
  else if (values.address.trim().length > 200) errors.address = '地址最多 200 字';
  if (values.introduction.length > 2000) errors.introduction = '介紹最多 2000 字';
  if (values.phoneNumber.trim() && !PHONE_PATTERN.test(values.phoneNumber.trim())) {
    errors.phoneNumber = '電話格式不正確';
  }
  if (!values.cityId) errors.cityId = '請選擇城市';
  if (!values.industryId) errors.industryId = '請選擇行業類別';
  for (const [key, [min, max]] of Object.entries(BOOKING_RULE_LIMITS)) {
    const value = values.rules[key as keyof TBookingRules];
    if (value === null && key === 'reminderMinutesBefore') continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      errors[`bookingRules.${key}`] = DURATION_RULES.has(key)
        ? `請輸入 ${min === 0 ? '0 ' : formatMinutesAs(min)}到 ${formatMinutesAs(max)}之間的時間`
        : `請輸入 ${min} 到 ${max} 之間的整數`;
    }
  }
  return errors;
}

/** The create/update request of valid form values. */
export function shopRequest(values: ShopFormValues): TCreateShopRequest {
  return {
    displayName: values.displayName.trim(),
    urlSlug: normalizeSlug(values.urlSlug),
    address: values.address.trim(),
    introduction: values.introduction,
    phoneNumber: values.phoneNumber.trim() || null,
    industryId: values.industryId!,
    cityId: values.cityId!,
    bookingRules: { ...values.rules },
  };
}
