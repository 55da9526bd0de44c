/**
 * The member card: a signed-in customer's own items at a seller (stored value, vouchers,
 * coupons, order records, the summary on their card) and which of them apply to a booking.
 */
export { loadOwnCustomer } from './own-customer';
export { withMemberSummaries } from './member-summary';
export { customerIdOfUser, findApplicableItems } from './applicable-items';
export { myItemRoutes } from './routes';
