/** Products: the shop's catalogue of goods, stock and sales at the counter, public listing. */
export { type ProductRouteOptions, productRoutes } from './routes';
