/**
 * Reserve with Google (decision 026): the booking server Google calls (/rwg/v3/*), on the same
 * booking engine as our own pages; its daily feeds (decision 027, ./feeds) and real-time updates
 * (./updates).
 */
export type { GoogleReserveContext } from './context';
export { GOOGLE_RESERVE_PREFIX, googleReserveRoutes } from './routes';
export { type BasicCredential, googleReserveVerifier } from './verifier';
export { type GoogleUpdatesContext, googleUpdateJobs, googleUpdateWorkKinds } from './updates';
export { googleFeedDevRoutes, googleFeedJobs } from './feeds';
export { googleReserveAdminRoutes } from './admin-routes';
export { googleReserveSellerRoutes } from './seller-routes';
