/**
 * Coupons: campaigns, issued and claimed coupons, redemption at the counter and while booking
 * (decision 014, point 7), routes.
 */
export { issueCoupons } from './issue-coupons';
export { presentCouponRows } from './customer-coupons';
export {
  couponStateCondition,
  presentTerms,
  servicesOfCampaigns,
  withCampaigns,
} from './present-coupons';
export {
  type BookingCoupon,
  type PricedBookingService,
  prepareBookingCoupon,
  redeemBookingCoupon,
  returnOrderCoupons,
} from './booking-coupon';
export { couponRoutes } from './routes';
