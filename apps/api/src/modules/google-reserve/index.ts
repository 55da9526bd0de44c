/**
 * Reserve with Google (decision 026): the booking server Google calls (/rwg/v3/*), on the same
 * booking engine as our own pages; its daily feeds (decision 027, ./feeds). Real-time updates
 * and screens come later.
 */
export type { GoogleReserveContext } from './context';
export { GOOGLE_RESERVE_PREFIX, googleReserveRoutes } from './routes';
export { type BasicCredential, googleReserveVerifier } from './verifier';
export { googleFeedDevRoutes, googleFeedJobs } from './feeds';
