import { z } from 'zod';
import { dataOf, idParams, listOf, zBodyId, zCsvEnum, zParamId, zTimestampOut } from '../common';
import { GENDERS } from '../identity';
import { ZMemberCardSummary } from '../member-card/my-items';

// ---------------------------------------------------------------------------------------------
// The seller's profile settings: which customer fields its booking form collects

const ZFieldSetting = z.object({ enabled: z.boolean(), required: z.boolean() });
export const ZProfileSetting = z.object({
  birthDate: ZFieldSetting,
  contactEmail: ZFieldSetting,
  displayName: ZFieldSetting,
  gender: ZFieldSetting,
  phoneNumber: ZFieldSetting,
});
export type TProfileSetting = z.infer<typeof ZProfileSetting>;

// ---------------------------------------------------------------------------------------------
// Customers: a person's record at one seller

export const ZCustomer = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  defaultShopName: z.string().nullable(),
  displayName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  contactEmail: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.iso.date().nullable(),
  photoUrl: z.string().nullable(),
  lineUserId: z.string().nullable(),
  createdAt: zTimestampOut(),
  shops: z
    .array(z.object({ id: z.number().int(), displayName: z.string(), urlSlug: z.string() }))
    .optional(),
  /** With part=summary: what the member card list shows (tags, balance, usable items). */
  memberSummary: ZMemberCardSummary.optional(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

// ---------------------------------------------------------------------------------------------
// Customers (me)

export const CUSTOMER_PARTS = ['shops', 'summary'] as const;
export const ZListCustomersQuery = z.strictObject({
  part: zCsvEnum(CUSTOMER_PARTS),
  sellerId: zParamId().optional(),
});
export const ZListCustomersResponse = listOf(ZCustomer);
export const ZGetCustomerParams = idParams('id');
export const ZGetCustomerQuery = z.strictObject({ part: zCsvEnum(CUSTOMER_PARTS) });
export const ZCustomerResponse = dataOf(ZCustomer);
export const ZCustomerFormQuery = idParams('sellerId');
export const ZCustomerFormResponse = dataOf(
  z.object({
    profileSetting: ZProfileSetting,
    customer: ZCustomer.nullable(),
  }),
);

/** A seller's customer tag as its customer sees it. */
export const ZCustomerTag = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A Mantine colour name. */
  color: z.string(),
  /** VIP booking window: days beyond the shop's horizon; null = none. */
  vipExtraDays: z.number().int().nullable(),
});
export type TCustomerTag = z.infer<typeof ZCustomerTag>;

export const ZCheckCustomerTagsRequest = z.strictObject({ sellerId: zBodyId() });
export const ZCheckCustomerTagsResponse = dataOf(
  z.object({
    /** The signed-in user's tags at this seller (none when not yet their customer). */
    tags: z.array(ZCustomerTag),
    /** The longest VIP window of those tags: the user may book this many days further ahead. */
    vipExtraDays: z.number().int(),
  }),
);
