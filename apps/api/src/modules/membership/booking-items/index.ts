/** Membership items used while booking (decision 014, point 7): coupons and voucher sessions. */
export { customerIdOfUser, findApplicableItems } from './applicable-items';
export {
  type BookingCoupon,
  type PricedBookingService,
  prepareBookingCoupon,
  redeemBookingCoupon,
  returnOrderCoupons,
} from './booking-coupon';
export {
  type BookedVoucherUse,
  checkBookingVouchers,
  reserveBookingVouchers,
  settleBookingVouchers,
} from './booking-vouchers';
