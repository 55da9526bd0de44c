/**
 * What a section of a customer's record in the dashboard (同意書, 優惠券, 儲值金 …) is given: whose
 * record it is, and the shop clock its times are shown on.
 */
export interface CustomerRecordScope {
  sellerId: number;
  customerId: number;
  /** The shop's time zone. */
  timeZone: string;
}
