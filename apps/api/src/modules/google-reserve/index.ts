/**
 * Reserve with Google (decision 026): the booking server Google calls (/rwg/v3/*), on the same
 * booking engine as our own pages. Feeds, real-time updates and screens come later.
 */
export type { GoogleReserveContext } from './context';
export { GOOGLE_RESERVE_PREFIX, googleReserveRoutes } from './routes';
export { type BasicCredential, googleReserveVerifier } from './verifier';
export { googleReserveAdminRoutes } from './admin-routes';
export { googleReserveSellerRoutes } from './seller-routes';
