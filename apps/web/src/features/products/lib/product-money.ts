/** What a stock line says to customers: 「大安店 有貨」 or 「大安店 缺貨」. */
export const stockLabel = (stock: { shopName: string; quantity: number }): string =>
  `${stock.shopName} ${stock.quantity > 0 ? '有貨' : '缺貨'}`;

/** Image types the API accepts, and the size limit of a product image. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
