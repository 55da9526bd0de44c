/**
 * The seller module's public surface. No other module calls seller operations (the dashboard is
 * its only client), so it exposes only its routes; when another module needs an operation, it
 * is exported here rather than imported from this module's files.
 */
export { sellerRoutes, type SellerRouteOptions } from './routes';
