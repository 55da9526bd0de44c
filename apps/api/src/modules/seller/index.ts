/**
 * The seller module's public surface. No other module calls seller operations (the dashboard is
 * its only client), so it exposes just its routes; add an operation here when another module
 * needs one, never import this module's files directly.
 */
export { sellerRoutes, type SellerRouteOptions } from './routes';
