/** The membership module's public operations: customers, what they told each seller. */
export {
  bookingFormOf,
  type CustomerProfile,
  fillEmptyUserProfile,
  resolveBookingProfile,
  type UserProfileFill,
} from './booking-profile';
export { claimPhoneCustomers } from './claim-phone-customers';
export { maskPhoneNumber, shownPhoneNumber } from './mask-phone';
export { vipExtraDaysOfCustomer, vipExtraDaysOfUser } from './customer-tags-of';
export { getMyCustomer, loadMyCustomer } from './my-customers';
export { loadOwnCustomer } from './my-items/own-customer';
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
export { membershipRoutes } from './routes';
export { voucherCompletion, voucherJobs, voucherWrite } from './vouchers';
export { moveDepository } from './stored-value/depository-ledger';
export { issueCoupons } from './coupons/issue-coupons';
export * from './booking-items';
