import { z } from 'zod';
import { dataOf, zCsvEnum, zParamId, zTimestampOut } from '../common';
import { GENDERS } from '../identity';

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
});
export type TCustomer = z.infer<typeof ZCustomer>;

// ---------------------------------------------------------------------------------------------
// Customers (me)

export const CUSTOMER_PARTS = ['shops'] as const;
export const ZListCustomersQuery = z.strictObject({
  part: zCsvEnum(CUSTOMER_PARTS),
  sellerId: zParamId().optional(),
});
export const ZListCustomersResponse = dataOf(z.array(ZCustomer));
export const ZGetCustomerParams = z.strictObject({ id: zParamId() });
export const ZGetCustomerQuery = z.strictObject({ part: zCsvEnum(CUSTOMER_PARTS) });
export const ZCustomerResponse = dataOf(ZCustomer);
export const ZCustomerFormQuery = z.strictObject({ sellerId: zParamId() });
export const ZCustomerFormResponse = dataOf(
  z.object({
    profileSetting: ZProfileSetting,
    customer: ZCustomer.nullable(),
  }),
);
