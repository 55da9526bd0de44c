/**
 * The LINE area's own pages under `/line/{sellerId}/` (the web's routes); any other first segment
 * is a shop's URL slug. The server picks a page's share card by it, the web its canonical address.
 */
export const LINE_AREA_SECTIONS: ReadonlySet<string> = new Set([
  'my-customer',
  'login',
  'orders',
  'depositories',
  'vouchers',
  'coupons',
  'products',
  'consent-forms',
  'profile',
]);
