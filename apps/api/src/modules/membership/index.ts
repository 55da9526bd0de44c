/** The membership module's public operations: customers, what they told each seller. */
export { bookingFormOf, type CustomerProfile, resolveBookingProfile } from './booking-profile';
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
export { membershipRoutes } from './routes';
