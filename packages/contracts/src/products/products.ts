import { z } from 'zod';
import {
  dataOf,
  idParams,
  listOf,
  pageOf,
  pagingQuery,
  zBodyId,
  zLine,
  zMultilineText,
  zParamId,
  zTimestampOut,
} from '../common';
import { MEMBER_ITEM_LIMITS, PRODUCT_SALE_PAYMENT_METHODS } from '../item-constants';
import { zIdempotencyKey } from '../item-schemas';

/** Longest product name and description, most units on a shop's shelf. */
export const PRODUCT_LIMITS = {
  name: 60,
  groupName: 30,
  description: 1000,
  stock: 100_000,
  /** Units of one product on one sale line. */
  lineQuantity: 1000,
} as const;

// ---------------------------------------------------------------------------------------------
// Paths

export const ZSellerProductsParams = idParams('sellerId');
export const ZProductGroupParams = idParams('sellerId', 'groupId');
export const ZProductParams = idParams('sellerId', 'productId');
export const ZProductImageParams = ZProductParams.extend({ imageId: zParamId() });
export const ZProductStockParams = ZProductParams.extend({ shopId: zParamId() });
export const ZProductSalesParams = idParams('sellerId', 'customerId');
export const ZPublicShopProductsParams = idParams('shopId');
export const ZMyProductTransactionsParams = idParams('customerId');

// ---------------------------------------------------------------------------------------------
// Groups

export const ZProductGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Products in the group (active or not, for the seller; active ones, publicly). */
  productCount: z.number().int(),
});
export type TProductGroup = z.infer<typeof ZProductGroup>;

export const ZProductGroupInput = z.strictObject({
  name: zLine()
    .min(1, '請輸入分類名稱')
    .max(PRODUCT_LIMITS.groupName, `分類名稱最多 ${PRODUCT_LIMITS.groupName} 個字`),
});
export type TProductGroupInput = z.input<typeof ZProductGroupInput>;
export const ZProductGroupResponse = dataOf(ZProductGroup);
export const ZProductGroupsResponse = listOf(ZProductGroup);

// ---------------------------------------------------------------------------------------------
// Products

export const ZProductImage = z.object({
  id: z.number().int(),
  url: z.string(),
  position: z.number().int(),
});
export type TProductImage = z.infer<typeof ZProductImage>;

/** Units of a product at one of the seller's shops (0 when none was ever set). */
export const ZProductStock = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  quantity: z.number().int(),
});
export type TProductStock = z.infer<typeof ZProductStock>;

export const ZProduct = z.object({
  id: z.number().int(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  /** Minor units of `currency`. */
  price: z.number().int(),
  currency: z.string(),
  isActive: z.boolean(),
  images: z.array(ZProductImage),
  stocks: z.array(ZProductStock),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductInput = z.strictObject({
  name: zLine()
    .min(1, '請輸入商品名稱')
    .max(PRODUCT_LIMITS.name, `商品名稱最多 ${PRODUCT_LIMITS.name} 個字`),
  description: zMultilineText(
    z.string().max(PRODUCT_LIMITS.description, `商品說明最多 ${PRODUCT_LIMITS.description} 個字`),
  ).default(''),
  price: z
    .number({ error: '請輸入價格' })
    .int('價格需為整數')
    .min(0, '價格不可為負數')
    .max(MEMBER_ITEM_LIMITS.amount, '價格超過上限'),
  groupId: zBodyId().nullable().default(null),
  isActive: z.boolean().default(true),
});
export type TProductInput = z.input<typeof ZProductInput>;

export const ZProductsQuery = z.strictObject({
  groupId: zParamId().optional(),
  ...pagingQuery(50, 200),
});
export const ZProductResponse = dataOf(ZProduct);
export const ZProductsResponse = pageOf(ZProduct);
export const ZProductImageResponse = dataOf(ZProductImage);
export const ZProductImagesResponse = listOf(ZProductImage);
export const ZReorderProductImagesRequest = z.strictObject({
  ids: z.array(zBodyId()).min(1).max(MEMBER_ITEM_LIMITS.productImages),
});

export const ZProductStockInput = z.strictObject({
  quantity: z
    .number({ error: '請輸入庫存數量' })
    .int('庫存需為整數')
    .min(0, '庫存不可為負數')
    .max(PRODUCT_LIMITS.stock, `庫存最多 ${PRODUCT_LIMITS.stock}`),
});
export const ZProductStockResponse = dataOf(ZProductStock);

// ---------------------------------------------------------------------------------------------
// Counter sales (product transactions)

export const ZProductSaleLine = z.strictObject({
  productId: zBodyId(),
  quantity: z
    .number({ error: '請輸入數量' })
    .int('數量需為整數')
    .min(1, '數量至少 1')
    .max(PRODUCT_LIMITS.lineQuantity, `單一商品最多 ${PRODUCT_LIMITS.lineQuantity} 件`),
});

export const ZProductSaleRequest = z.strictObject({
  shopId: zBodyId(),
  items: z
    .array(ZProductSaleLine)
    .min(1, '請選擇商品')
    .max(MEMBER_ITEM_LIMITS.saleItems, `一次最多 ${MEMBER_ITEM_LIMITS.saleItems} 項商品`)
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      '同一商品請合併為一行',
    ),
  paymentMethod: z.enum(PRODUCT_SALE_PAYMENT_METHODS, { error: '請選擇付款方式' }),
  /** The visit it was sold with, if any (an order of this customer at the seller). */
  orderId: zBodyId().nullable().optional(),
  idempotencyKey: zIdempotencyKey(),
});
export type TProductSaleRequest = z.input<typeof ZProductSaleRequest>;

export const ZProductTransactionItem = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  /** The product's name and price at the sale. */
  name: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
});
export type TProductTransactionItem = z.infer<typeof ZProductTransactionItem>;

export const ZProductTransaction = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  customerId: z.number().int(),
  orderId: z.number().int().nullable(),
  total: z.number().int(),
  currency: z.string(),
  paymentMethod: z.enum(PRODUCT_SALE_PAYMENT_METHODS),
  items: z.array(ZProductTransactionItem),
  createdAt: zTimestampOut(),
});
export type TProductTransaction = z.infer<typeof ZProductTransaction>;
export const ZProductTransactionResponse = dataOf(ZProductTransaction);
export const ZProductTransactionsQuery = z.strictObject({ ...pagingQuery(10, 50) });
export const ZProductTransactionsResponse = pageOf(ZProductTransaction);

// ---------------------------------------------------------------------------------------------
// Public

export const ZPublicProductsQuery = z.strictObject({
  groupId: zParamId().optional(),
  ...pagingQuery(20, 50),
});
