import { z } from 'zod';
import {
  dataOf,
  idParams,
  listOf,
  zBlankIsNull,
  zBodyId,
  zCsvEnum,
  zLine,
  zMultilineText,
  zMultilineTextOrNull,
  zParamId,
  zTimestamp,
  zTimestampOut,
} from '../common';
import { ZOperator, ZService, ZShop, ZShopImage, IMAGE_TYPES, SHOP_PARTS } from '../catalogue';
import { ZPrepaymentSettings, ZProfileSetting, zLocalDate } from '../booking';
import { ZPhoneNumberInput } from '../identity';
import { SELLER_ROLES, URL_SLUG_PATTERN } from '../seller-roles';

// ---------------------------------------------------------------------------------------------
// Sellers

export const ZSeller = z.object({
  id: z.number().int(),
  displayName: z.string(),
  memberDetails: z.object({ role: z.enum(SELLER_ROLES) }),
  profileSetting: ZProfileSetting,
  createdAt: zTimestampOut(),
});
export type TSeller = z.infer<typeof ZSeller>;
export const ZListSellersResponse = listOf(ZSeller);
export const ZSellerParams = idParams('sellerId');
export const ZSellerResponse = dataOf(ZSeller);
/** Self-service sign-up: the business's name (the first shop is created next). */
export const ZCreateSellerRequest = z.strictObject({
  displayName: zLine().min(1, '請輸入商家名稱').max(60),
});
export type TCreateSellerRequest = z.input<typeof ZCreateSellerRequest>;

// ---------------------------------------------------------------------------------------------
// Shops as their seller sees them

/** `HH:mm`, 00:00–24:00. */
export const zClock = () =>
  z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, '時間格式為 HH:mm')
    .describe('local time HH:mm');

export const ZTimeRange = z
  .object({ start: zClock(), end: zClock() })
  .refine((r) => r.start < r.end, { message: '結束時間需晚於開始時間', path: ['end'] });
export type TTimeRange = z.infer<typeof ZTimeRange>;

/** Ranges per weekday, index 0 = Sunday … 6 = Saturday; an empty day is closed / off. */
export const ZWeeklyHours = z
  .array(z.array(ZTimeRange).max(6))
  .length(7)
  .refine((days) => days.every(noOverlap), { message: '同一天的時段不可重疊' });
export type TWeeklyHours = z.infer<typeof ZWeeklyHours>;

function noOverlap(ranges: { start: string; end: string }[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.every((r, i) => i === 0 || sorted[i - 1]!.end <= r.start);
}

export const ZSpecialDay = z.object({
  date: zLocalDate(),
  /** Empty = closed that day. */
  ranges: z.array(ZTimeRange).max(6).refine(noOverlap, { message: '同一天的時段不可重疊' }),
  note: zLine().max(100).nullable().optional(),
});
export type TSpecialDay = z.infer<typeof ZSpecialDay>;

// Each rule's message words its limits as the shop form types it (a number, or a length).
export const ZBookingRules = z.object({
  slotMinutes: z.number({ error: '請輸入 5 到 240 之間的整數' }).int().min(5).max(240),
  minLeadMinutes: z.number({ error: '請輸入 0 到 30 天之間的時間' }).int().min(0).max(43200),
  maxAdvanceDays: z.number({ error: '請輸入 1 到 366 之間的整數' }).int().min(1).max(366),
  cancelCutoffMinutes: z.number({ error: '請輸入 0 到 30 天之間的時間' }).int().min(0).max(43200),
  rescheduleCutoffMinutes: z
    .number({ error: '請輸入 0 到 30 天之間的時間' })
    .int()
    .min(0)
    .max(43200),
  reminderMinutesBefore: z
    .number({ error: '請輸入 10 分鐘到 7 天之間的時間' })
    .int()
    .min(10)
    .max(10080)
    .nullable(),
});
export type TBookingRules = z.infer<typeof ZBookingRules>;

export const ZSellerShop = ZShop.extend({
  /** Why the platform rejected or suspended the shop (decision 022); null otherwise. */
  reviewNote: z.string().nullable(),
  bookingRules: ZBookingRules,
  prepaymentSettings: ZPrepaymentSettings,
});
export type TSellerShop = z.infer<typeof ZSellerShop>;

export const ZSellerShopParams = idParams('sellerId', 'shopId');
export const ZListSellerShopsQuery = z.strictObject({ part: zCsvEnum(SHOP_PARTS) });
export const ZListSellerShopsResponse = listOf(ZSellerShop);
export const ZSellerShopResponse = dataOf(ZSellerShop);

const shopFields = {
  displayName: zLine().min(1, '請輸入店名').max(60, '店名最多 60 字'),
  urlSlug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(URL_SLUG_PATTERN, '網址代稱只能用小寫英數字與連字號，頭尾不可為連字號，最多 64 字'),
  address: zLine().min(1, '請輸入地址').max(200, '地址最多 200 字'),
  introduction: zMultilineText(z.string().max(2000, '介紹最多 2000 字')).default(''),
  phoneNumber: zBlankIsNull(
    zLine()
      .regex(/^\+?[\d\s()-]{6,20}$/, '電話格式不正確')
      .nullable(),
  ).optional(),
  industryId: zBodyId('請選擇行業類別'),
  cityId: zBodyId('請選擇城市'),
  longitude: z.number().min(-180).max(180).optional(),
  latitude: z.number().min(-90).max(90).optional(),
};

export const ZCreateShopRequest = z.strictObject({
  ...shopFields,
  bookingRules: ZBookingRules.partial().optional(),
});
export type TCreateShopRequest = z.input<typeof ZCreateShopRequest>;

export const ZUpdateShopRequest = z.strictObject({
  displayName: shopFields.displayName.optional(),
  urlSlug: shopFields.urlSlug.optional(),
  address: shopFields.address.optional(),
  introduction: zMultilineText(z.string().max(2000)).optional(),
  phoneNumber: shopFields.phoneNumber,
  industryId: zBodyId().optional(),
  cityId: zBodyId().optional(),
  longitude: shopFields.longitude,
  latitude: shopFields.latitude,
  bookingRules: ZBookingRules.partial().optional(),
});
export type TUpdateShopRequest = z.input<typeof ZUpdateShopRequest>;

export const ZSlugCheckQuery = z.strictObject({
  urlSlug: z.string().max(100),
  shopId: zParamId().optional(),
});
export const ZSlugCheckResponse = dataOf(
  z.object({ available: z.boolean(), reason: z.string().nullable() }),
);

export const ZUpdatePrepaymentSettingsRequest = ZPrepaymentSettings.strict();

/**
 * A special day as answered: possibly stored before the input rules (decision 009), so its date
 * and note are not checked against them again (an answer must not fail on old data).
 */
const ZStoredSpecialDay = ZSpecialDay.extend({
  date: z.iso.date(),
  note: z.string().nullable().optional(),
});
export const ZShopScheduleResponse = dataOf(
  z.object({ weeklyHours: ZWeeklyHours, specialDays: z.array(ZStoredSpecialDay) }),
);
export const ZPutWeeklyHoursRequest = z.strictObject({ weeklyHours: ZWeeklyHours });
export const ZPutSpecialDayRequest = ZSpecialDay.strict();
export const ZSpecialDayParams = ZSellerShopParams.extend({ date: zLocalDate() });

export const ZShopImageParams = ZSellerShopParams.extend({ imageId: zParamId() });
export const ZUploadShopImageQuery = z.strictObject({ type: z.enum(IMAGE_TYPES) });
export const ZShopImageResponse = dataOf(ZShopImage);
export const ZReorderRequest = z.strictObject({
  ids: z.array(zBodyId()).min(1).max(200),
});
export const ZShopImagesResponse = listOf(ZShopImage);
export const ZDeleteShopResponse = dataOf(
  z.object({
    deleted: z.boolean().describe('removed outright (it had no orders)'),
    closed: z.boolean().describe('closed instead: hidden, its past orders kept'),
  }),
);
export type TDeleteShopResult = z.infer<typeof ZDeleteShopResponse>['data'];
export const ZDeleteImageResponse = dataOf(z.object({ deleted: z.boolean() }));

// ---------------------------------------------------------------------------------------------
// Service groups, services, operators (management)

export const ZServiceGroupInput = z.strictObject({
  name: zLine().min(1, '請輸入分類名稱').max(40, '分類名稱最多 40 字'),
});
/** A service as the public sees it, plus what only the seller manages. */
export const ZManagedService = ZService.extend({
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  prepaymentAmount: z.number().int().nullable(),
  operatorIds: z.array(z.number().int()),
});
export type TManagedService = z.infer<typeof ZManagedService>;

export const ZServiceInput = z.strictObject({
  serviceGroupId: zBodyId('請選擇分類'),
  name: zLine().min(1, '請輸入服務名稱').max(60, '服務名稱最多 60 字'),
  description: zMultilineTextOrNull(z.string().max(1000, '說明最多 1000 字').nullable()).optional(),
  durationMinutes: z.number({ error: '服務時間為 5 到 720 分鐘' }).int().min(5).max(720),
  bufferBeforeMinutes: z
    .number({ error: '準備時間為 0 到 240 分鐘' })
    .int()
    .min(0)
    .max(240)
    .default(0),
  bufferAfterMinutes: z
    .number({ error: '整理時間為 0 到 240 分鐘' })
    .int()
    .min(0)
    .max(240)
    .default(0),
  price: z.number({ error: '請輸入價格' }).int().min(0).max(100_000_000, '價格超過上限'),
  prepaymentAmount: z.number({ error: '請輸入訂金金額' }).int().min(0).nullable().default(null),
  isBookable: z.boolean().default(true),
  operatorIds: z.array(zBodyId()).max(200).default([]),
});
export type TServiceInput = z.input<typeof ZServiceInput>;

/** An operator as the public sees them, plus what only the seller manages. */
export const ZManagedOperator = ZOperator.extend({
  isBookable: z.boolean(),
  serviceIds: z.array(z.number().int()),
  weeklyShifts: ZWeeklyHours,
  weeklyBreaks: ZWeeklyHours,
});
export type TManagedOperator = z.infer<typeof ZManagedOperator>;

export const ZOperatorInput = z.strictObject({
  displayName: zLine().min(1, '請輸入名稱').max(40, '名稱最多 40 字'),
  title: zBlankIsNull(zLine().max(40, '職稱最多 40 字').nullable()).optional(),
  introduction: zMultilineTextOrNull(
    z.string().max(1000, '介紹最多 1000 字').nullable(),
  ).optional(),
  isBookable: z.boolean().default(true),
  serviceIds: z.array(zBodyId()).max(500).optional(),
  weeklyShifts: ZWeeklyHours.optional(),
  weeklyBreaks: ZWeeklyHours.optional(),
});
export type TOperatorInput = z.input<typeof ZOperatorInput>;

export const ZTimeOff = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  startTime: zTimestampOut(),
  endTime: zTimestampOut(),
  reason: z.string().nullable(),
});
export const ZTimeOffInput = z
  .strictObject({
    startTime: zTimestamp(),
    endTime: zTimestamp(),
    reason: zLine().max(100).nullable().optional(),
  })
  .refine((b) => Date.parse(b.startTime) < Date.parse(b.endTime), {
    message: '結束時間需晚於開始時間',
    path: ['endTime'],
  });

// ---------------------------------------------------------------------------------------------
// Members

export const ZMember = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  role: z.enum(SELLER_ROLES),
  displayName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: zTimestampOut(),
});
export type TMember = z.infer<typeof ZMember>;
export const ZMembersResponse = listOf(ZMember);
export const ZInviteMemberRequest = z.strictObject({
  phoneNumber: ZPhoneNumberInput,
  role: z.enum(['MANAGER', 'STAFF']),
});
export const ZUpdateMemberRequest = z.strictObject({ role: z.enum(['MANAGER', 'STAFF']) });
export const ZMemberParams = idParams('sellerId', 'memberId');
export const ZMemberResponse = dataOf(ZMember);

// ---------------------------------------------------------------------------------------------
// Catalogue management and members: params, queries, partial updates and responses
// (calls in catalogue-calls.ts and member-calls.ts)

export const ZManagedServiceGroup = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Every service of the group, bookable or not, in display order. */
  services: z.array(ZManagedService),
});
export type TManagedServiceGroup = z.infer<typeof ZManagedServiceGroup>;
export const ZManagedServiceGroupsResponse = listOf(ZManagedServiceGroup);
export const ZManagedServiceGroupResponse = dataOf(ZManagedServiceGroup);
export const ZServiceGroupParams = ZSellerShopParams.extend({ groupId: zParamId() });

export const ZServiceParams = ZSellerShopParams.extend({ serviceId: zParamId() });
export const ZManagedServicesQuery = z.strictObject({ serviceGroupId: zParamId().optional() });
export const ZManagedServicesResponse = listOf(ZManagedService);
export const ZManagedServiceResponse = dataOf(ZManagedService);

const serviceInput = ZServiceInput.shape;
/** PATCH: only the fields sent change (no defaults); `operatorIds` replaces the list. */
export const ZUpdateServiceRequest = z.strictObject({
  serviceGroupId: serviceInput.serviceGroupId.optional(),
  name: serviceInput.name.optional(),
  description: serviceInput.description,
  durationMinutes: serviceInput.durationMinutes.optional(),
  bufferBeforeMinutes: serviceInput.bufferBeforeMinutes.unwrap().optional(),
  bufferAfterMinutes: serviceInput.bufferAfterMinutes.unwrap().optional(),
  price: serviceInput.price.optional(),
  prepaymentAmount: serviceInput.prepaymentAmount.unwrap().optional(),
  isBookable: serviceInput.isBookable.unwrap().optional(),
  operatorIds: serviceInput.operatorIds.unwrap().optional(),
});
export type TUpdateServiceRequest = z.input<typeof ZUpdateServiceRequest>;
/** New order of one group's services: `ids` must be exactly the group's services. */
export const ZReorderServicesRequest = z.strictObject({
  serviceGroupId: zBodyId(),
  ids: ZReorderRequest.shape.ids,
});

export const ZOperatorParams = ZSellerShopParams.extend({ operatorId: zParamId() });
export const ZManagedOperatorsResponse = listOf(ZManagedOperator);
export const ZManagedOperatorResponse = dataOf(ZManagedOperator);

const operatorInput = ZOperatorInput.shape;
/** PATCH: only the fields sent change; lists and weekly hours sent replace the stored ones. */
export const ZUpdateOperatorRequest = z.strictObject({
  displayName: operatorInput.displayName.optional(),
  title: operatorInput.title,
  introduction: operatorInput.introduction,
  isBookable: operatorInput.isBookable.unwrap().optional(),
  serviceIds: operatorInput.serviceIds,
  weeklyShifts: operatorInput.weeklyShifts,
  weeklyBreaks: operatorInput.weeklyBreaks,
});
export type TUpdateOperatorRequest = z.input<typeof ZUpdateOperatorRequest>;

export const ZTimeOffParams = ZOperatorParams.extend({ timeOffId: zParamId() });
/** Time off overlapping [from, to); either bound may be left open. */
export const ZTimeOffQuery = z
  .strictObject({ from: zTimestamp().optional(), to: zTimestamp().optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: '結束時間需晚於開始時間',
    path: ['to'],
  });
export type TTimeOff = z.infer<typeof ZTimeOff>;
export type TTimeOffInput = z.input<typeof ZTimeOffInput>;
export const ZTimeOffListResponse = listOf(ZTimeOff);
export const ZTimeOffResponse = dataOf(ZTimeOff);

export type TInviteMemberRequest = z.input<typeof ZInviteMemberRequest>;
export type TUpdateMemberRequest = z.input<typeof ZUpdateMemberRequest>;
