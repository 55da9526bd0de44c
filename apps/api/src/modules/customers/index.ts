/**
 * Customers: each seller's customer records (tags, VIP window, phone claims and merges), what a
 * customer told each seller (booking profile), and the signed-in user's own records.
 */
export {
  bookingFormOf,
  type CustomerProfile,
  fillEmptyUserProfile,
  profileIncomplete,
  resolveBookingProfile,
  type UserProfileFill,
} from './booking-profile';
export { claimPhoneCustomers } from './claim-phone-customers';
export { maskPhoneNumber, shownPhoneNumber } from './mask-phone';
export { vipExtraDaysOfCustomer, vipExtraDaysOfUser } from './customer-tags-of';
export { getMyCustomer, loadMyCustomer } from './my-customers';
export {
  type OrderCustomer,
  type OrderCustomerInput,
  type OrderCustomerShape,
  resolveOrderCustomer,
  orderCustomerShape,
  orderCustomerStatement,
  orderCustomerValues,
} from './order-customer';
export { type CustomerRow, presentCustomer, presentCustomers } from './present-customers';
export { searchSellerCustomers } from './search-customers';
export { customerRoutes } from './routes';
