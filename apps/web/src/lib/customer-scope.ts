/**
 * Whose record a section of the seller's customer page shows (stored value, vouchers, coupons,
 * consent forms …), and the time zone its dates are read in: what the page hands every section.
 */
export interface CustomerScope {
  sellerId: number;
  customerId: number;
  timeZone: string;
}
